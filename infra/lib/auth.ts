import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { PASSWORD_POLICY } from '@inroom/shared';
import { Construct } from 'constructs';
import { acknowledge } from './nag-suppressions';

export interface AuthProps {
  production: boolean;
}

/** Back-office sign-in: a user pool whose users an operator creates, and the web's app client. */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // Back-office accounts are handed out by an operator (docs/deploy.md), never self-registered.
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      // Password resets go to a verified email address, set when the operator creates the user.
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // The one definition the embedded stand-in and the reset form also check against.
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(7) },
      // Lite covers username/password sign-in; nothing here needs the paid Essentials features.
      featurePlan: cognito.FeaturePlan.LITE,
      deletionProtection: props.production,
      // UserPool defaults to RETAIN; outside production a torn-down stage should leave nothing behind.
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // Length over composition (NIST SP 800-63B): 12 characters with three classes, no forced symbol.
    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      'Passwords need 12 characters with upper, lower case and digits; NIST 800-63B advises length over forced symbols',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'The back office signs in with username and password only (SPEC); the web has no MFA challenge step',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'The Plus plan (threat protection) costs per user; a handful of operator-made back-office users need none of it',
    );

    this.webClient = this.userPool.addClient('WebClient', {
      // A browser cannot keep a secret, and Amplify's SRP flow works without one.
      generateSecret: false,
      // SRP on AWS; USER_PASSWORD_AUTH stays enabled for the `inroom:signInFlow` option.
      authFlows: { userSrp: true, userPassword: true },
      // The web signs in through the Cognito API, not the hosted UI, so no OAuth flows or callbacks.
      disableOAuth: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });
  }
}
