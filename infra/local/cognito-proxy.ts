import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Cognito calls the SPA makes through Amplify (sign in, the new-password challenge, refresh,
 * sign out), and nothing else. cognito-local checks no credentials on any call, Admin* and SignUp
 * included, so everything else would let anyone who reaches the server make themselves an admin.
 */
export const ALLOWED_COGNITO_TARGETS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GlobalSignOut',
  'GetUser',
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
 * POST /local/cognito: Amplify's Cognito endpoint in the embedded stack. Same origin as the SPA, so
 * it answers no CORS at all: another site's page cannot call it from a browser.
 */
export async function handleCognitoProxy(
  cognitoEndpoint: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  try {
    if (request.method !== 'POST') throw new Refused(405, 'MethodNotAllowed', 'Use POST');
    const body = await readBody(request);
    const call = allowedCall(String(request.headers['x-amz-target'] ?? ''), body);
    const upstream = await fetch(cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': call.target },
      body: JSON.stringify(call.payload),
    });
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
      'cache-control': 'no-store',
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
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
