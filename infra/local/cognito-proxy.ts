import type { IncomingMessage, ServerResponse } from 'node:http';
import { passwordPolicyProblem } from '@inroom/shared';

/**
 * The Cognito calls the SPA makes through Amplify (sign in, the new-password challenge, refresh,
 * sign out, forgot password), and nothing else. cognito-local checks no credentials on any call,
 * Admin* and SignUp included, so everything else would let anyone who reaches the server make
 * themselves an admin.
 */
export const ALLOWED_COGNITO_TARGETS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GlobalSignOut',
  'GetUser',
  'ForgotPassword',
  'ConfirmForgotPassword',
] as const;

/** The sign-in flows the SPA uses locally; ADMIN_* and custom flows are not for browsers. */
const ALLOWED_AUTH_FLOWS = new Set(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH']);
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_BODY_BYTES = 64 * 1024;

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Refused(413, 'InvalidParameterException', 'Too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The call as cognito-local should get it, or Refused. */
function allowedCall(target: string, body: Buffer): { target: string; payload: unknown } {
  const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  if (!(ALLOWED_COGNITO_TARGETS as readonly string[]).includes(name))
    throw new Refused(400, 'AccessDeniedException', `${name || 'This call'} is not allowed here`);
  let payload: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8') || '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
    payload = parsed as Record<string, unknown>;
  } catch {
    throw new Refused(400, 'SerializationException', 'The body is not a JSON object');
  }
  if (name === 'InitiateAuth' && !ALLOWED_AUTH_FLOWS.has(String(payload.AuthFlow)))
    throw new Refused(400, 'AccessDeniedException', `${String(payload.AuthFlow)} is not allowed`);
  // The pool's password policy, which cognito-local does not apply to a new password itself.
  const newPassword =
    name === 'ConfirmForgotPassword'
      ? payload.Password
      : name === 'RespondToAuthChallenge'
        ? (payload.ChallengeResponses as Record<string, unknown> | undefined)?.NEW_PASSWORD
        : undefined;
  const problem = typeof newPassword === 'string' ? passwordPolicyProblem(newPassword) : undefined;
  if (problem)
    throw new Refused(
      400,
      'InvalidPasswordException',
      `Password does not conform to policy: ${problem}`,
    );
  // cognito-local does not know the refresh call Amplify makes; InitiateAuth's refresh flow is it.
  if (name === 'GetTokensFromRefreshToken')
    return {
      target: `${TARGET_PREFIX}InitiateAuth`,
      payload: {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: payload.ClientId,
        AuthParameters: { REFRESH_TOKEN: payload.RefreshToken },
      },
    };
  return { target, payload };
}

/**
 * The pool on AWS hides whether a user exists (preventUserExistenceErrors on the web client):
 * ForgotPassword for an unknown user answers as if a code went out, and ConfirmForgotPassword calls
 * its code wrong. cognito-local says 'UserNotFoundException'; this answers as the pool does.
 */
function asThePoolAnswers(
  target: string,
  status: number,
  body: Buffer,
): { status: number; body: Buffer } {
  const name = target.slice(TARGET_PREFIX.length);
  if (status !== 400 || (name !== 'ForgotPassword' && name !== 'ConfirmForgotPassword'))
    return { status, body };
  let type: unknown;
  try {
    type = (JSON.parse(body.toString('utf8')) as { __type?: unknown }).__type;
  } catch {
    return { status, body };
  }
  if (type !== 'UserNotFoundException') return { status, body };
  const answer =
    name === 'ForgotPassword'
      ? {
          status: 200,
          payload: {
            CodeDeliveryDetails: {
              AttributeName: 'email',
              DeliveryMedium: 'EMAIL',
              Destination: 'u***@i***',
            },
          },
        }
      : {
          status: 400,
          payload: {
            __type: 'CodeMismatchException',
            message: 'Invalid verification code provided, please try again.',
          },
        };
  return { status: answer.status, body: Buffer.from(JSON.stringify(answer.payload)) };
}

/**
 * A disabled user's sign-in is refused as the pool refuses it; cognito-local signs them in. (Their
 * tokens from before are refused by the API itself: users/access.ts.)
 */
async function refuseDisabledSignIn(
  pool: { endpoint: string; userPoolId: string },
  call: { target: string; payload: unknown },
): Promise<void> {
  const { AuthFlow, AuthParameters } = call.payload as {
    AuthFlow?: unknown;
    AuthParameters?: { USERNAME?: unknown };
  };
  if (call.target !== `${TARGET_PREFIX}InitiateAuth` || AuthFlow !== 'USER_PASSWORD_AUTH') return;
  const answer = await fetch(pool.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `${TARGET_PREFIX}AdminGetUser`,
    },
    body: JSON.stringify({ UserPoolId: pool.userPoolId, Username: AuthParameters?.USERNAME }),
  });
  if (!answer.ok) return;
  const user = (await answer.json()) as { Enabled?: unknown };
  if (user.Enabled === false) throw new Refused(400, 'NotAuthorizedException', 'User is disabled.');
}

/**
 * POST /local/cognito: Amplify's Cognito endpoint in the embedded stack. Same origin as the SPA, so
 * it answers no CORS at all: another site's page cannot call it from a browser.
 */
export async function handleCognitoProxy(
  pool: { endpoint: string; userPoolId: string },
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  try {
    if (request.method !== 'POST') throw new Refused(405, 'MethodNotAllowed', 'Use POST');
    const body = await readBody(request);
    const call = allowedCall(String(request.headers['x-amz-target'] ?? ''), body);
    await refuseDisabledSignIn(pool, call);
    const upstream = await fetch(pool.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': call.target },
      body: JSON.stringify(call.payload),
    });
    const answer = asThePoolAnswers(
      call.target,
      upstream.status,
      Buffer.from(await upstream.arrayBuffer()),
    );
    response.writeHead(answer.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
      'cache-control': 'no-store',
    });
    response.end(answer.body);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    response.writeHead(error.status, {
      'content-type': 'application/x-amz-json-1.1',
      'cache-control': 'no-store',
      ...(error.status === 405 ? { allow: 'POST' } : {}),
    });
    response.end(JSON.stringify({ __type: error.type, message: error.message }));
  }
}
