import {
  apiErrorBodySchema,
  fieldErrorsOf,
  ROLE_LABELS,
  userAccessChangeSchema,
  userInviteSchema,
  type BackOfficeRole,
  type BackOfficeUser,
  type UserAccessChange,
  type UserInvite,
  type UserStatus,
} from '@inroom/shared';

/** Messages keyed by field: email, name, role, locationIds; anything else is shown above Save. */
export type FieldMessages = Record<string, string>;

export const FAILED_MESSAGE = 'Something went wrong';

export const STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

/** What the form edits: an invitation's fields, or an existing user's role and locations. */
export interface UserFormValues {
  email: string;
  name: string;
  role: BackOfficeRole | '';
  locationIds: string[];
}

export const blankUserForm = (): UserFormValues => ({
  email: '',
  name: '',
  role: 'manager',
  locationIds: [],
});

export const userFormValuesOf = (user: BackOfficeUser): UserFormValues => ({
  email: user.email,
  name: user.name,
  role: user.role ?? '',
  locationIds: [...user.locationIds],
});

/** The fields the form shows beside a control; a nested key (`locationIds.3`) goes to its field. */
export const PLACED_FIELDS = ['email', 'name', 'role', 'locationIds'] as const;

export function placedKey(key: string): string {
  const root = key.split('.')[0] ?? key;
  return (PLACED_FIELDS as readonly string[]).includes(root) ? root : key;
}

/** Field messages with nested keys folded into their field (the first message kept). */
export function foldFieldMessages(fields: Record<string, string>): FieldMessages {
  const folded: FieldMessages = {};
  for (const [key, message] of Object.entries(fields)) folded[placedKey(key)] ??= message;
  return folded;
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldMessages };

/** The invitation as `user/be/invite` takes it, or the shared schema's messages. */
export function checkInvite(values: UserFormValues): Checked<UserInvite> {
  const parsed = userInviteSchema.safeParse(values);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: foldFieldMessages(fieldErrorsOf(parsed.error, 'form')) };
}

/** The change as `user/be/update` takes it, or the shared schema's messages. */
export function checkAccessChange(id: string, values: UserFormValues): Checked<UserAccessChange> {
  const parsed = userAccessChangeSchema.safeParse({
    id,
    role: values.role,
    locationIds: values.locationIds,
  });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: foldFieldMessages(fieldErrorsOf(parsed.error, 'form')) };
}

/** The message and field messages of a failed call (a 400's `error.fields`, a 409's message). */
export function apiErrorOf(error: unknown): { message: string; fields: FieldMessages } {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
  const parsed = apiErrorBodySchema.safeParse(data);
  if (!parsed.success) return { message: FAILED_MESSAGE, fields: {} };
  return {
    message: parsed.data.error.message || FAILED_MESSAGE,
    fields: foldFieldMessages(parsed.data.error.fields ?? {}),
  };
}

export const roleLabel = (role: BackOfficeRole | null): string =>
  role ? ROLE_LABELS[role] : 'No access';

/** The name a user goes by on the page: their name, else their e-mail, else their user name. */
export const displayName = (user: BackOfficeUser): string =>
  user.name || user.email || user.userName;

/** Users by name, then e-mail, so the list keeps its order as users change. */
export const compareUsers = (a: BackOfficeUser, b: BackOfficeUser): number =>
  displayName(a).localeCompare(displayName(b), undefined, { sensitivity: 'base' }) ||
  a.email.localeCompare(b.email);
