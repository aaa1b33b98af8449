import { useId, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from './SubmitButton';

interface LoginFormProps {
  /** Signs in; resolves when done (the page moves on), rejects on any failure. */
  onSubmit: (userName: string, password: string) => Promise<void>;
  /** Sign-in cannot work (no usable configuration): the button stays disabled. */
  disabled: boolean;
  /** "Forgot password?": to the reset form, with what Username holds. */
  onForgotPassword: (userName: string) => void;
  /** Said above the fields (the password was just changed), with Username filled in. */
  notice?: { text: string; userName: string };
}

/** The first invalid control of a form, focused so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  form.querySelector<HTMLElement>(':invalid:not(fieldset)')?.focus();
}

/**
 * Spec §2 Login screen, §5 Login, §8: Username and Password, both required by native validity (an
 * invalid form is marked validated and nothing is sent), a Login button with a spinner while
 * signing in, 'Login failed' in the form when Cognito says no.
 */
export function LoginForm({ onSubmit, disabled, onForgotPassword, notice }: LoginFormProps) {
  const userNameInput = useRef<HTMLInputElement>(null);
  const userNameId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [validated, setValidated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || disabled) return;
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      setValidated(true);
      focusFirstInvalid(form);
      return;
    }
    const data = new FormData(form);
    setFailed(false);
    setBusy(true);
    try {
      await onSubmit(String(data.get('username') ?? '').trim(), String(data.get('password') ?? ''));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <form
      className={`login__form${validated ? ' was-validated' : ''}`}
      noValidate
      aria-describedby={failed ? errorId : undefined}
      onSubmit={(event) => void submit(event)}
    >
      {notice && (
        <p className="login__notice" role="status">
          {notice.text}
        </p>
      )}
      <div className="login__field">
        <label htmlFor={userNameId}>Username</label>
        <input
          ref={userNameInput}
          id={userNameId}
          defaultValue={notice?.userName}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <p className="login__feedback">Enter your username</p>
      </div>
      <div className="login__field">
        <label htmlFor={passwordId}>Password</label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <p className="login__feedback">Enter your password</p>
      </div>
      {failed && (
        <p id={errorId} className="login__error" role="alert">
          Login failed
        </p>
      )}
      <SubmitButton busy={busy} disabled={disabled}>
        Login
      </SubmitButton>
      <button
        type="button"
        className="button button--link login__forgot"
        disabled={disabled || busy}
        onClick={() => onForgotPassword(userNameInput.current?.value.trim() ?? '')}
      >
        Forgot password?
      </button>
    </form>
  );
}
