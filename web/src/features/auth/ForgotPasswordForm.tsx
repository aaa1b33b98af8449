import { passwordPolicyProblem } from '@inroom/shared';
import { useId, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from './LoginForm';
import { confirmFailure, requestFailure, RESET_MESSAGES } from './reset-messages';
import { useNewPassword } from './useNewPassword';
import { SubmitButton } from './SubmitButton';

interface ForgotPasswordFormProps {
  /** What the login form's Username held, to start from. */
  initialUserName: string;
  /** Asks Cognito to e-mail a code; rejects as Cognito does. */
  requestCode: (userName: string) => Promise<void>;
  /** Sets the new password with the code; rejects as Cognito does. */
  confirm: (userName: string, code: string, newPassword: string) => Promise<void>;
  /** The password was changed: back to Log in, for this user. */
  onDone: (userName: string) => void;
  onCancel: () => void;
  /**
   * Signing in goes to the embedded stack's Cognito stand-in, which sends no e-mail: the page
   * says where its code is instead.
   */
  local: boolean;
}

type Stage = { step: 'request' } | { step: 'confirm'; userName: string };

/**
 * "Forgot password?" (issue 16): Cognito's code flow. First the username, and Cognito e-mails a code
 * to the user's verified address; then the code and a new password, twice. Nothing said along the
 * way tells whether the username exists.
 */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const [stage, setStage] = useState<Stage>({ step: 'request' });
  return stage.step === 'request' ? (
    <RequestCodeForm {...props} onSent={(userName) => setStage({ step: 'confirm', userName })} />
  ) : (
    <ConfirmCodeForm {...props} userName={stage.userName} />
  );
}

/** The busy flag, the error shown and the was-validated mark every step of the form has. */
function useFormState() {
  const [validated, setValidated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Whether the form may be sent; marks it validated and focuses the first invalid field if not. */
  const ready = (form: HTMLFormElement): boolean => {
    if (form.checkValidity()) return true;
    setValidated(true);
    focusFirstInvalid(form);
    return false;
  };
  return { validated, busy, setBusy, error, setError, ready };
}

function RequestCodeForm({
  initialUserName,
  requestCode,
  onSent,
  onCancel,
}: ForgotPasswordFormProps & { onSent: (userName: string) => void }) {
  const userNameId = useId();
  const hintId = useId();
  const errorId = useId();
  const { validated, busy, setBusy, error, setError, ready } = useFormState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !ready(event.currentTarget)) return;
    const userName = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    setError(null);
    setBusy(true);
    const failure = await codeRequestFailure(requestCode, userName);
    setBusy(false);
    if (failure) setError(failure);
    else onSent(userName);
  }

  return (
    <form
      className={`login__form${validated ? ' was-validated' : ''}`}
      noValidate
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="login__subtitle">Reset your password</h2>
      <p id={hintId} className="login__hint">
        Enter your username and we will email you a code to choose a new password with.
      </p>
      <div className="login__field">
        <label htmlFor={userNameId}>Username</label>
        <input
          id={userNameId}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={initialUserName}
          required
        />
        <p className="login__feedback">Enter your username</p>
      </div>
      {error && (
        <p id={errorId} className="login__error" role="alert">
          {error}
        </p>
      )}
      <div className="login__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Back to login
        </button>
        <SubmitButton busy={busy}>Send code</SubmitButton>
      </div>
    </form>
  );
}

function ConfirmCodeForm({
  userName,
  requestCode,
  confirm,
  onDone,
  onCancel,
  local,
}: ForgotPasswordFormProps & { userName: string }) {
  const codeId = useId();
  const sentId = useId();
  const errorId = useId();
  const newPassword = useNewPassword({ showPolicy: true });
  const { validated, busy, setBusy, error, setError, ready } = useFormState();
  const [resent, setResent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const code = String(data.get('code') ?? '').trim();
    const password = newPassword.read(form);
    if (!ready(form)) return;
    // The pool's own rule, checked before a code attempt is spent on a password it would refuse.
    if (passwordPolicyProblem(password)) {
      setError(RESET_MESSAGES.weakPassword);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await confirm(userName, code, password);
      onDone(userName);
    } catch (caught) {
      setError(confirmFailure(caught));
      setBusy(false);
    }
  }

  async function sendAgain() {
    setError(null);
    setResent(false);
    setBusy(true);
    const failure = await codeRequestFailure(requestCode, userName);
    setBusy(false);
    if (failure) setError(failure);
    else setResent(true);
  }

  const describedBy = [sentId, newPassword.policyId, ...(error ? [errorId] : [])].join(' ');
  return (
    <form
      className={`login__form${validated ? ' was-validated' : ''}`}
      noValidate
      aria-describedby={describedBy}
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="login__subtitle">Choose a new password</h2>
      <p id={sentId} className="login__hint" role="status">
        {resent ? 'A new code is on its way. ' : ''}
        {RESET_MESSAGES.codeSent}
      </p>
      {local && (
        <p className="login__hint">
          Running locally, no email goes out: the code is on the{' '}
          <a href="/local/outbox" target="_blank" rel="noopener">
            outbox page
          </a>
          .
        </p>
      )}
      <div className="login__field">
        <label htmlFor={codeId}>Code</label>
        <input
          id={codeId}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
        />
        <p className="login__feedback">Enter the code from the email</p>
      </div>
      {newPassword.fields}
      {error && (
        <p id={errorId} className="login__error" role="alert">
          {error}
        </p>
      )}
      <div className="login__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Back to login
        </button>
        <button type="button" className="button" onClick={() => void sendAgain()} disabled={busy}>
          Send a new code
        </button>
        <SubmitButton busy={busy}>Set password</SubmitButton>
      </div>
    </form>
  );
}

/** Asks for a code by e-mail: what to tell the user when that failed, else undefined. */
async function codeRequestFailure(
  requestCode: ForgotPasswordFormProps['requestCode'],
  userName: string,
): Promise<string | undefined> {
  try {
    await requestCode(userName);
    return undefined;
  } catch (caught) {
    return requestFailure(caught);
  }
}
