import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';

export interface OrderExpiryProps {
  /** The function each one-time schedule invokes (the expiry group). */
  target: lambda.IFunction;
  /**
   * Functions that create an order's schedule at run time: payments only (it schedules expiry when
   * an order is paid).
   */
  schedulers: lambda.Function[];
}

/**
 * Order expiry on EventBridge Scheduler: the stack owns the schedule group and the role the
 * schedules run as; the functions create one one-time schedule per paid order in that group.
 */
export class OrderExpiry extends Construct {
  readonly group: scheduler.ScheduleGroup;
  readonly invokeRole: iam.Role;

  constructor(scope: Construct, id: string, props: OrderExpiryProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // The CDK default keeps the group, but its pending schedules would then fire at a deleted
    // function: deleting the stack deletes the group and its schedules.
    this.group = new scheduler.ScheduleGroup(this, 'Group', {
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Scheduler assumes this role to invoke the target; the account condition stops another
    // account's schedules from borrowing it (confused deputy).
    this.invokeRole = new iam.Role(this, 'InvokeRole', {
      description: 'EventBridge Scheduler invokes the Inroom expiry function',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    });
    props.target.grantInvoke(this.invokeRole);

    const schedulesInGroup = stack.formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.group.scheduleGroupName}/*`,
    });
    for (const fn of props.schedulers) {
      // Create only: a schedule deletes itself after it ran (ActionAfterCompletion DELETE), and an
      // order that moved on meanwhile makes expiry a no-op, so nothing needs DeleteSchedule.
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['scheduler:CreateSchedule'],
          resources: [schedulesInGroup],
        }),
      );
      // CreateSchedule hands the invoke role to Scheduler, which needs PassRole on exactly that role.
      this.invokeRole.grantPassRole(fn.grantPrincipal);
      fn.addEnvironment('SCHEDULE_GROUP_NAME', this.group.scheduleGroupName);
      fn.addEnvironment('SCHEDULER_ROLE_ARN', this.invokeRole.roleArn);
      fn.addEnvironment('EXPIRY_FUNCTION_ARN', props.target.functionArn);
    }
  }
}
