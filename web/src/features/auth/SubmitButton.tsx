import type { ReactNode } from 'react';

/** The primary button of a sign-in form: disabled and marked busy, with a spinner, while it sends. */
export function SubmitButton({
  busy,
  disabled = false,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="button button--primary login__submit"
      disabled={disabled || busy}
      aria-busy={busy}
    >
      {busy && <span className="login__spinner" aria-hidden="true" data-testid="login-spinner" />}
      {children}
    </button>
  );
}
