import { PASSWORD_POLICY_TEXT } from '@inroom/shared';

// What the forgot-password form says for each answer of Cognito. None of them tells whether a user
// exists: the pool answers an unknown user as a known one (preventUserExistenceErrors), and so does
// the form for the errors that could still give one away.

export const RESET_MESSAGES = {
  codeSent:
    'If this is a back-office user with an email address, a code is on its way to it. Enter it below with a new password.',
  tooMany: 'Too many attempts. Wait a while, then try again.',
  sendFailed: 'The code could not be sent. Try again.',
  wrongCode: 'The code is wrong. Check it, or send a new one.',
  expiredCode: 'The code has expired. Send a new one.',
  weakPassword: `The new password is too weak. ${PASSWORD_POLICY_TEXT}.`,
  changeFailed: 'The password could not be changed. Try again.',
  changed: 'Your password has been changed. Log in with the new one.',
} as const;

const nameOf = (error: unknown): unknown => (error as { name?: unknown } | null)?.name;

const TOO_MANY = new Set(['LimitExceededException', 'TooManyRequestsException']);

/**
 * Asking for a code: undefined when the form goes on to the code (also for a user Cognito does not
 * know, or one with no address to send to: either way saying so would tell who has an account).
 */
export function requestFailure(error: unknown): string | undefined {
  const name = nameOf(error);
  if (name === 'UserNotFoundException' || name === 'InvalidParameterException') return undefined;
  if (typeof name === 'string' && TOO_MANY.has(name)) return RESET_MESSAGES.tooMany;
  return RESET_MESSAGES.sendFailed;
}

/** Setting the new password with the code: what to tell the user. */
export function confirmFailure(error: unknown): string {
  const name = nameOf(error);
  // An unknown user's code is just a wrong code.
  if (name === 'CodeMismatchException' || name === 'UserNotFoundException')
    return RESET_MESSAGES.wrongCode;
  if (name === 'ExpiredCodeException') return RESET_MESSAGES.expiredCode;
  if (name === 'InvalidPasswordException') return RESET_MESSAGES.weakPassword;
  if (typeof name === 'string' && TOO_MANY.has(name)) return RESET_MESSAGES.tooMany;
  return RESET_MESSAGES.changeFailed;
}
