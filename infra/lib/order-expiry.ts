import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge, wildcardResource } from './nag-suppressions';

export interface OrderExpiryProps {
  /** The function each one-time schedule invokes (the expiry group). */
  target: lambda.IFunction;
  /** The function the every-minute sweep schedule invokes (the sweeper group). */
  sweeper: lambda.IFunction;
  /**
   * Functions that create an order's schedule at run time: payments (it schedules expiry when an
   * order is paid) and the sweeper (it creates a schedule that a crash left uncreated).
   */
  schedulers: lambda.Function[];
}

/** How often the sweeper runs: the longest a pending side effect waits for the backstop. */
export const SWEEP_RATE = Duration.minutes(1);

/**
 * Order expiry on EventBridge Scheduler: the stack owns the schedule group, the role the one-time
 * schedules run as, the sweeper's every-minute schedule and a dead-letter queue; the functions create
 * one one-time schedule per paid order in that group.
 *
 * Scheduler invokes Lambda asynchronously, so a failure shows up in one of two places, and both end
 * in the dead-letter queue: Scheduler could not hand the event to Lambda (throttled, function or
 * permission missing) after its retry policy, and Scheduler writes the event there as the schedule's
 * role; or the function ran and threw on every attempt of its asynchronous invoke configuration,
 * and Lambda writes an invocation record there as the function's role.
 */
export class OrderExpiry extends Construct {
  readonly group: scheduler.ScheduleGroup;
  /** The role every order's one-time schedule runs as: it invokes the expiry function only. */
  readonly invokeRole: iam.Role;
  /** The role the sweep schedule runs as: it invokes the sweeper only. */
  readonly sweepRole: iam.Role;
  readonly sweep: scheduler.Schedule;
  /** Expiry and sweeper invocations that could not be done; the DeadLetters alarm (monitoring.ts) watches it. */
  readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: OrderExpiryProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // The CDK default keeps the group, but its pending schedules would then fire at a deleted
    // function: deleting the stack deletes the group and its schedules.
    this.group = new scheduler.ScheduleGroup(this, 'Group', {
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // A standard queue (the records' order does not matter), encrypted with SQS's own key, which
    // Scheduler and Lambda can write to without any KMS grant. 14 days, SQS's longest retention, gives an operator two weeks
    // to read what failed; the records are only diagnostics (the sweeper redoes the work), so the
    // queue goes with the stack.
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const isTheDeadLetterQueue =
      'It is the dead-letter queue (of the expiry schedules, the sweep and both functions): an operator reads it, nothing redrives it';
    acknowledge(this.deadLetters, 'AwsSolutions-SQS3', isTheDeadLetterQueue);
    acknowledge(this.deadLetters, 'Serverless-SQSRedrivePolicy', isTheDeadLetterQueue);

    // Scheduler assumes this role to invoke the target; the conditions stop another account's
    // schedules, and this account's schedules outside the stack's group, from borrowing it
    // (confused deputy): every order's schedule is made in the group (eventbridge-adapter.ts).
    this.invokeRole = new iam.Role(this, 'InvokeRole', {
      description: 'EventBridge Scheduler invokes the Inroom expiry function',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: {
            'aws:SourceAccount': stack.account,
            'aws:SourceArn': this.group.scheduleGroupArn,
          },
        },
      }),
    });
    props.target.grantInvoke(this.invokeRole);
    acknowledge(
      this.invokeRole,
      wildcardResource(this, `${props.target.functionArn}:*`),
      "grantInvoke adds the function's versions and aliases (ARN:*); it is still this one function",
    );
    // Each order's schedule names the queue as its DeadLetterConfig (eventbridge-adapter.ts), and
    // Scheduler writes to it as the schedule's role: SendMessage is all it needs.
    this.invokeRole.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['sqs:SendMessage'],
        resources: [this.deadLetters.queueArn],
      }),
    );

    // A failed expiry (Stripe or the table down) is retried twice by Lambda, a minute or two apart,
    // then recorded in the queue with its { orderId } and the error. An on-failure destination rather
    // than the function's deadLetterQueue: its record carries the error and the request context, not
    // only the event, and it also receives events that aged out of Lambda's queue. The order itself
    // is not lost either way: the sweeper expires it once its window has ended.
    props.target.configureAsyncInvoke({
      retryAttempts: 2,
      onFailure: new destinations.SqsDestination(this.deadLetters),
    });
    // A failed sweep is not retried: the next minute's sweep does the same work, and retries would
    // only run beside it. An event that waited a minute in Lambda's queue (throttling) is dropped
    // for the same reason. Both are recorded in the queue, so a sweeper that keeps failing shows.
    props.sweeper.configureAsyncInvoke({
      retryAttempts: 0,
      maxEventAge: SWEEP_RATE,
      onFailure: new destinations.SqsDestination(this.deadLetters),
    });

    // The sweep schedule has its own role, so the role the functions pass to their one-time
    // schedules cannot invoke the sweeper. It runs in the stack's group (not the account's shared
    // default group), so it goes with the stack, and the source condition can name that group.
    this.sweepRole = new iam.Role(this, 'SweepRole', {
      description: 'EventBridge Scheduler invokes the Inroom sweeper every minute',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: {
            'aws:SourceAccount': stack.account,
            'aws:SourceArn': this.group.scheduleGroupArn,
          },
        },
      }),
    });
    // LambdaInvoke grants the role lambda:InvokeFunction on the sweeper and sqs:SendMessage on the
    // queue. Scheduler retries a failed hand-over twice within a minute (the shortest event age it
    // accepts); later, the next minute's sweep has taken its place.
    this.sweep = new scheduler.Schedule(this, 'Sweep', {
      description: 'Inroom: finish pending order work and expire overdue orders',
      schedule: scheduler.ScheduleExpression.rate(SWEEP_RATE),
      scheduleGroup: this.group,
      target: new targets.LambdaInvoke(props.sweeper, {
        role: this.sweepRole,
        retryAttempts: 2,
        maxEventAge: SWEEP_RATE,
        deadLetterQueue: this.deadLetters,
      }),
    });
    // The role's policy (invoke, dead letters) exists before the first sweep fires.
    this.sweep.node.addDependency(this.sweepRole);
    acknowledge(
      this.sweepRole,
      wildcardResource(this, `${props.sweeper.functionArn}:*`),
      "LambdaInvoke adds the sweeper's versions and aliases (ARN:*); it is still this one function",
    );
    // Both are invoked asynchronously, and their on-failure destination (above) records more than
    // a dead-letter queue would: the error and the request as well as the event.
    for (const fn of [props.target, props.sweeper])
      acknowledge(
        fn,
        'Serverless-LambdaDLQ',
        'Its asynchronous invocations that fail end in the dead-letter queue through an on-failure destination',
      );

    const schedulesInGroup = stack.formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.group.scheduleGroupName}/*`,
    });
    for (const fn of props.schedulers) {
      // Create only: a schedule deletes itself after it ran (ActionAfterCompletion DELETE), and an
      // order that moved on meanwhile makes expiry a no-op, so nothing needs DeleteSchedule. (The
      // sweep schedule lives in the same group, but create-only cannot change or delete it.)
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['scheduler:CreateSchedule'],
          resources: [schedulesInGroup],
        }),
      );
      acknowledge(
        fn,
        wildcardResource(this, schedulesInGroup),
        "One schedule per paid order, named by the order: create only, and only in the stack's group",
      );
      // CreateSchedule hands the invoke role to Scheduler, which needs PassRole on exactly that role.
      this.invokeRole.grantPassRole(fn.grantPrincipal);
      fn.addEnvironment('SCHEDULE_GROUP_NAME', this.group.scheduleGroupName);
      fn.addEnvironment('SCHEDULER_ROLE_ARN', this.invokeRole.roleArn);
      fn.addEnvironment('EXPIRY_FUNCTION_ARN', props.target.functionArn);
      fn.addEnvironment('EXPIRY_DEAD_LETTER_QUEUE_ARN', this.deadLetters.queueArn);
    }
  }
}
