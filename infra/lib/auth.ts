import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

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
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      // Lite covers username/password sign-in; nothing here needs the paid Essentials features.
      featurePlan: cognito.FeaturePlan.LITE,
      deletionProtection: props.production,
      // UserPool defaults to RETAIN; outside production a torn-down stage should leave nothing behind.
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

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
