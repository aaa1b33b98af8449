import { Duration, Lazy, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { PASSWORD_POLICY, type BackOfficeRole } from '@inroom/shared';
import { Construct } from 'constructs';
import { acknowledge } from './nag-suppressions';

export interface AuthProps {
  production: boolean;
}

/**
 * The back-office roles (issue #18), each a Cognito group, mirrored by an access record in the
 * table that the server checks on every call. The lower precedence wins when Cognito puts a
 * user's groups into a token (`cognito:preferred_role`), so an owner outranks a manager.
 */
export const ROLE_GROUPS = [
  { name: 'owner', precedence: 1, description: 'Back office: everything, including users' },
  {
    name: 'manager',
    precedence: 2,
    description: 'Back office: only the locations assigned in the access record',
  },
] as const satisfies readonly {
  name: BackOfficeRole;
  precedence: number;
  description: string;
}[];

/** How long an invitation's temporary password works. */
export const TEMPORARY_PASSWORD_DAYS = 7;

/** The subject of the e-mail AdminCreateUser sends (the local outbox shows the same). */
export const INVITATION_SUBJECT = 'Your Inroom back-office invitation';

/**
 * The invitation e-mail's body for a site at `siteUrl` (no trailing slash). Cognito fills in
 * {username} and {####} (the temporary password) and sends it as HTML, hence the paragraphs.
 */
export function invitationBody(siteUrl: string): string {
  return [
    '<p>You have been invited to the Inroom back office.</p>',
    `<p>Sign in at ${siteUrl}/be with the user name {username} and the temporary password {####}.`,
    ` You will choose your own password when you first sign in; the temporary one works for ${String(TEMPORARY_PASSWORD_DAYS)} days.</p>`,
  ].join('');
}

/**
 * Back-office sign-in: a user pool whose users an owner invites (or an operator creates), its
 * role groups, and the web's app client.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  private siteUrl: string | undefined;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    // The site's URL is known only once the distribution exists (or from inroom:siteUrl), after
    // the pool: setSiteUrl gives it, and the message reads it when the stack is synthesized.
    const siteUrl = Lazy.string({
      produce: () => {
        if (this.siteUrl === undefined)
          throw new Error(
            'Auth.setSiteUrl was not called: the invitation e-mail needs the site URL',
          );
        return this.siteUrl;
      },
    });
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // Back-office accounts are handed out by an owner on /be/users or by an operator
      // (docs/deploy.md), never self-registered.
      selfSignUpEnabled: false,
      // AdminCreateUser's e-mail: the user name, the temporary password and where to sign in.
      userInvitation: { emailSubject: INVITATION_SUBJECT, emailBody: invitationBody(siteUrl) },
      signInAliases: { username: true },
      signInCaseSensitive: false,
      // Password resets go to the verified email address given when the user is invited.
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // The one definition the embedded stand-in and the reset form also check against.
      passwordPolicy: {
        ...PASSWORD_POLICY,
        tempPasswordValidity: Duration.days(TEMPORARY_PASSWORD_DAYS),
      },
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

    for (const { name, precedence, description } of ROLE_GROUPS)
      new cognito.CfnUserPoolGroup(this, `${name.charAt(0).toUpperCase()}${name.slice(1)}Group`, {
        userPoolId: this.userPool.userPoolId,
        groupName: name,
        precedence,
        description,
      });
  }

  /**
   * Where the invitation e-mail says to sign in (`<siteUrl>/be`). The distribution does not depend
   * on the pool (its API origin is the API's host name), so the pool may name its URL.
   */
  setSiteUrl(siteUrl: string): void {
    this.siteUrl = siteUrl;
  }
}
