import type { CurrentUser } from '@inroom/shared';
import { UnauthorizedError } from '../http/errors';
import { defineHandler } from '../http/handler';

/**
 * The signed-in user from the verified access token: Cognito access tokens carry `username`, ID
 * tokens `cognito:username`.
 */
export function currentUserOf(claims: Record<string, unknown> | undefined): CurrentUser {
  const id = claims?.sub;
  const userName = claims?.username ?? claims?.['cognito:username'];
  if (typeof id !== 'string' || typeof userName !== 'string') throw new UnauthorizedError();
  return { id, userName };
}

export const getCurrentUser = defineHandler({}, async ({ request }): Promise<CurrentUser> =>
  currentUserOf(request.claims),
);
