/**
 * The back office's password rules, in one place: the Cognito user pool's policy (infra/lib/auth.ts),
 * the embedded stand-in's check (which cognito-local does not make itself) and the reset form's hint.
 * Length over composition (NIST SP 800-63B): 12 characters with three classes, no forced symbol.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const;

/** The rules in words, for a form's hint. */
export const PASSWORD_POLICY_TEXT = `At least ${PASSWORD_POLICY.minLength} characters, with upper and lower case letters and a digit`;

/**
 * What a password lacks under the policy, in Cognito's words (its InvalidPasswordException says
 * 'Password does not conform to policy: <this>'), or undefined when it passes.
 */
export function passwordPolicyProblem(password: string): string | undefined {
  if (password.length < PASSWORD_POLICY.minLength) return 'Password not long enough';
  if (PASSWORD_POLICY.requireUppercase && !/\p{Lu}/u.test(password))
    return 'Password must have uppercase characters';
  if (PASSWORD_POLICY.requireLowercase && !/\p{Ll}/u.test(password))
    return 'Password must have lowercase characters';
  if (PASSWORD_POLICY.requireDigits && !/\d/.test(password))
    return 'Password must have numeric characters';
  return undefined;
}
