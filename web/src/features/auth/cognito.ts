// The one module that talks to aws-amplify: a thin layer the rest of sign-in builds on, and what
// component tests replace with vi.mock. Reached only through lazy imports (the auth chunk and the
// back-office chunk), so guests never download Amplify (docs/architecture.md, JavaScript budget).
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  type SignInOutput,
} from 'aws-amplify/auth';
import type { RuntimeConfig } from '@inroom/shared';

export type AuthSettings = RuntimeConfig['auth'];

/** Where a sign-in attempt stands: done, or Cognito wants a new password for the account. */
export type SignInStep = 'done' | 'newPasswordRequired';

export interface CognitoUser {
  /** The Cognito `sub`: the user id the API sees in the token. */
  id: string;
  userName: string;
}

export function configureCognito(settings: AuthSettings): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: settings.userPoolId,
        userPoolClientId: settings.userPoolClientId,
        // Only for the embedded stand-in; on AWS Amplify derives the endpoint from the pool id.
        ...(settings.userPoolEndpoint ? { userPoolEndpoint: settings.userPoolEndpoint } : {}),
      },
    },
  });
}

function stepOf(output: SignInOutput): SignInStep {
  const step = output.nextStep.signInStep;
  if (step === 'DONE') return 'done';
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'newPasswordRequired';
  // MFA, custom challenges and the like are not set up on the pool.
  throw new Error(`Unsupported sign-in step ${step}`);
}

const isAlreadySignedIn = (error: unknown) =>
  (error as { name?: unknown } | null)?.name === 'UserAlreadyAuthenticatedException';

/**
 * Signs in with the configured flow (SRP on AWS, USER_PASSWORD_AUTH with the local stand-in, which
 * has no SRP). Amplify may still hold the tokens of a session the API has since refused (a 401
 * cleared the user, not Amplify): that session is ended first.
 */
export async function signInWithPassword(
  username: string,
  password: string,
  flow: AuthSettings['signInFlow'],
): Promise<SignInStep> {
  const attempt = () => signIn({ username, password, options: { authFlowType: flow } });
  try {
    return stepOf(await attempt());
  } catch (error) {
    if (!isAlreadySignedIn(error)) throw error;
    await signOut();
    return stepOf(await attempt());
  }
}

/** Answers Cognito's new-password challenge of the sign-in in progress. */
export async function confirmNewPassword(newPassword: string): Promise<SignInStep> {
  return stepOf(await confirmSignIn({ challengeResponse: newPassword }));
}

/**
 * Forgot password, step 1: Cognito e-mails the user a code (to the verified address an operator
 * set). Resolves for an unknown user too: the pool hides whether a user exists.
 */
export async function requestPasswordReset(username: string): Promise<void> {
  await resetPassword({ username });
}

/** Forgot password, step 2: the e-mailed code and the new password; rejects a wrong code. */
export async function confirmPasswordReset(
  username: string,
  confirmationCode: string,
  newPassword: string,
): Promise<void> {
  await confirmResetPassword({ username, confirmationCode, newPassword });
}

/** The signed-in user, from the access token the API will verify. */
export async function signedInUser(fallbackUserName: string): Promise<CognitoUser> {
  const { tokens } = await fetchAuthSession();
  const access = tokens?.accessToken.payload;
  const sub = access?.sub ?? tokens?.idToken?.payload.sub;
  if (typeof sub !== 'string') throw new Error('Cognito returned no user id');
  const name = access?.username ?? tokens?.idToken?.payload['cognito:username'];
  return { id: sub, userName: typeof name === 'string' ? name : fallbackUserName };
}

/**
 * A current access token for admin calls, refreshed by Amplify before it expires, or undefined when
 * there is no session (the call then gets a 401, which signs the user out).
 */
export async function currentAccessToken(): Promise<string | undefined> {
  try {
    return (await fetchAuthSession()).tokens?.accessToken.toString();
  } catch {
    return undefined;
  }
}

export async function signOutOfCognito(): Promise<void> {
  await signOut();
}
