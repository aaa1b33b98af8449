import { useId, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from './LoginForm';
import { useNewPassword } from './useNewPassword';
import { SubmitButton } from './SubmitButton';

interface NewPasswordFormProps {
  /** Answers Cognito's new-password challenge; resolves when signed in, rejects on failure. */
  onSubmit: (newPassword: string) => Promise<void>;
  /** Back to Username and Password (the challenge expires after a few minutes). */
  onCancel: () => void;
}

function messageOf(error: unknown): string {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  // Cognito explains what its password policy wants; other failures say nothing useful.
  if (name === 'InvalidPasswordException' && typeof message === 'string') return message;
  return 'Login failed';
}

/**
 * The account needs a new password (Cognito's NEW_PASSWORD_REQUIRED challenge, e.g. a user an
 * administrator created): asked twice, both required, then sent with confirmSignIn.
 */
export function NewPasswordForm({ onSubmit, onCancel }: NewPasswordFormProps) {
  const hintId = useId();
  const errorId = useId();
  const newPassword = useNewPassword();
  const [validated, setValidated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const password = newPassword.read(form);
    if (!form.checkValidity()) {
      setValidated(true);
      focusFirstInvalid(form);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  return (
    <form
      className={`login__form${validated ? ' was-validated' : ''}`}
      noValidate
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="login__subtitle">Choose a new password</h2>
      <p id={hintId} className="login__hint">
        Your account needs a new password before you can sign in.
      </p>
      {newPassword.fields}
      {error && (
        <p id={errorId} className="login__error" role="alert">
          {error}
        </p>
      )}
      <div className="login__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <SubmitButton busy={busy}>Set password</SubmitButton>
      </div>
    </form>
  );
}
