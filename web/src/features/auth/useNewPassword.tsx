import { PASSWORD_POLICY_TEXT } from '@inroom/shared';
import { useId, useRef, useState } from 'react';

export const PASSWORDS_DIFFER = 'The passwords do not match';

/**
 * A new password asked twice, as the new-password challenge and the password reset both ask it:
 * the two fields (with the pool's policy under the first when `showPolicy`) and the mismatch alert,
 * and `read`, which marks a differing confirmation invalid before the form checks its validity.
 */
export function useNewPassword({ showPolicy = false }: { showPolicy?: boolean } = {}) {
  const passwordId = useId();
  const confirmId = useId();
  const policyId = useId();
  const confirmInput = useRef<HTMLInputElement>(null);
  const [mismatch, setMismatch] = useState(false);

  /** The new password typed; a confirmation that differs makes the form invalid. */
  function read(form: HTMLFormElement): string {
    const data = new FormData(form);
    const password = String(data.get('newPassword') ?? '');
    const confirmation = String(data.get('confirmPassword') ?? '');
    const differ = confirmation !== '' && password !== confirmation;
    confirmInput.current?.setCustomValidity(differ ? PASSWORDS_DIFFER : '');
    setMismatch(differ);
    return password;
  }

  const fields = (
    <>
      <div className="login__field">
        <label htmlFor={passwordId}>New password</label>
        <input
          id={passwordId}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          {...(showPolicy ? { 'aria-describedby': policyId } : {})}
          required
        />
        {showPolicy && (
          <p id={policyId} className="login__hint">
            {PASSWORD_POLICY_TEXT}
          </p>
        )}
        <p className="login__feedback">Enter a new password</p>
      </div>
      <div className="login__field">
        <label htmlFor={confirmId}>Confirm new password</label>
        <input
          ref={confirmInput}
          id={confirmId}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          onInput={(event) => event.currentTarget.setCustomValidity('')}
        />
        <p className="login__feedback">Enter the same password again</p>
      </div>
      {mismatch && (
        <p className="login__error" role="alert">
          {PASSWORDS_DIFFER}
        </p>
      )}
    </>
  );

  return { read, fields, policyId };
}
