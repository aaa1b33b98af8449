import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY, PASSWORD_POLICY_TEXT, passwordPolicyProblem } from './password-policy';

describe('the back-office password policy', () => {
  it('passes 12 characters with upper and lower case and a digit, no symbol needed', () => {
    expect(passwordPolicyProblem('Inroom-admin-2026')).toBeUndefined();
    expect(passwordPolicyProblem('Abcdefghijk1')).toBeUndefined();
  });

  it("names what a password lacks, in Cognito's words", () => {
    expect(passwordPolicyProblem('Abcdefghij1')).toBe('Password not long enough');
    expect(passwordPolicyProblem('abcdefghijk1')).toBe('Password must have uppercase characters');
    expect(passwordPolicyProblem('ABCDEFGHIJK1')).toBe('Password must have lowercase characters');
    expect(passwordPolicyProblem('Abcdefghijkl')).toBe('Password must have numeric characters');
  });

  it('says its length in the hint', () => {
    expect(PASSWORD_POLICY_TEXT).toContain(`${PASSWORD_POLICY.minLength} characters`);
  });
});
