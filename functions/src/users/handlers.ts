import { userAccessChangeSchema, userIdBodySchema, userInviteSchema } from '@inroom/shared';
import { defineHandler } from '../http/handler';
import { requestUser } from './access';
import { changeUserAccess, currentUser, inviteUser, listUsers, setUserEnabled } from './service';

/** Spec §7 user/getcurrent, with the role and locations the back office shapes itself by. */
export const getCurrentUser = defineHandler({ scope: 'signed-in' }, async ({ request }) =>
  currentUser(requestUser(request)),
);

export const listUsersHandler = defineHandler({ scope: 'owner' }, async ({ deps }) =>
  listUsers(deps),
);

export const inviteUserHandler = defineHandler(
  { body: userInviteSchema, scope: 'owner' },
  async ({ body, deps }) => inviteUser(deps, body),
);

export const changeUserAccessHandler = defineHandler(
  { body: userAccessChangeSchema, scope: 'owner' },
  async ({ body, request, deps }) => changeUserAccess(deps, requestUser(request), body),
);

export const disableUserHandler = defineHandler(
  { body: userIdBodySchema, scope: 'owner' },
  async ({ body, request, deps }) => setUserEnabled(deps, requestUser(request), body.id, false),
);

export const enableUserHandler = defineHandler(
  { body: userIdBodySchema, scope: 'owner' },
  async ({ body, request, deps }) => setUserEnabled(deps, requestUser(request), body.id, true),
);
