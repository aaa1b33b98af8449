import { PASSWORD_POLICY_TEXT } from '@inroom/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RESET_MESSAGES } from './reset-messages';
import { PASSWORDS_DIFFER } from './useNewPassword';

const requestCode = vi.fn<(userName: string) => Promise<void>>();
const confirm = vi.fn<(userName: string, code: string, password: string) => Promise<void>>();
const onDone = vi.fn<(userName: string) => void>();
const onCancel = vi.fn<() => void>();

const cognitoError = (name: string, message = name) => Object.assign(new Error(message), { name });

function renderForm({ initialUserName = '', local = false } = {}) {
  return render(
    <ForgotPasswordForm
      initialUserName={initialUserName}
      requestCode={requestCode}
      confirm={confirm}
      onDone={onDone}
      onCancel={onCancel}
      local={local}
    />,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Through step 1 for `userName`, to the code and new password. */
async function toCodeStep(userName = 'admin') {
  fill('Username', userName);
  click('Send code');
  await screen.findByRole('heading', { name: 'Choose a new password' });
}

function fillCode(code: string, password: string, again = password) {
  fill('Code', code);
  fill('New password', password);
  fill('Confirm new password', again);
}

beforeEach(() => {
  vi.clearAllMocks();
  requestCode.mockResolvedValue(undefined);
  confirm.mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('ForgotPasswordForm, asking for a code', () => {
  it('starts from the username typed on the login form, required, and sends nothing without it', () => {
    renderForm({ initialUserName: 'reception' });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('reception');
    fill('Username', '');
    click('Send code');
    expect(screen.getByRole('button', { name: 'Send code' }).closest('form')?.className).toContain(
      'was-validated',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(requestCode).not.toHaveBeenCalled();
  });

  it('goes on to the code with the same words whether or not the user exists', async () => {
    renderForm();
    await toCodeStep('admin');
    const known = screen.getByRole('status').textContent;
    expect(known).toBe(RESET_MESSAGES.codeSent);
    cleanup();

    for (const name of ['UserNotFoundException', 'InvalidParameterException']) {
      requestCode.mockRejectedValueOnce(cognitoError(name));
      renderForm();
      await toCodeStep('nobody');
      expect(screen.getByRole('status').textContent).toBe(known);
      cleanup();
    }
    expect(requestCode).toHaveBeenCalledWith('nobody');
  });

  it('says so when Cognito refuses for too many attempts, or fails, and stays', async () => {
    renderForm();
    requestCode.mockRejectedValueOnce(cognitoError('LimitExceededException'));
    fill('Username', 'admin');
    click('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe(RESET_MESSAGES.tooMany);
    requestCode.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    click('Send code');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(RESET_MESSAGES.sendFailed),
    );
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });

  it('goes back to login', () => {
    renderForm();
    click('Back to login');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('ForgotPasswordForm, setting the new password', () => {
  it('sends the code and the new password, then hands back the username', async () => {
    renderForm();
    await toCodeStep('admin');
    expect(screen.getByText(PASSWORD_POLICY_TEXT)).toBeTruthy();
    fillCode(' 123456 ', 'New-password-2027');
    click('Set password');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('admin'));
    expect(confirm).toHaveBeenCalledWith('admin', '123456', 'New-password-2027');
  });

  it('requires every field, and sends nothing when the two passwords differ', async () => {
    renderForm();
    await toCodeStep();
    click('Set password');
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    fillCode('123456', 'New-password-2027', 'New-password-2028');
    click('Set password');
    expect(screen.getByRole('alert').textContent).toBe(PASSWORDS_DIFFER);
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm new password'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it("refuses a password the pool's policy would, before spending the code", async () => {
    renderForm();
    await toCodeStep();
    fillCode('123456', 'short1A');
    click('Set password');
    expect(screen.getByRole('alert').textContent).toBe(RESET_MESSAGES.weakPassword);
    expect(confirm).not.toHaveBeenCalled();
  });

  it.each([
    ['CodeMismatchException', RESET_MESSAGES.wrongCode],
    // An unknown user's code reads as a wrong code: nothing tells the user does not exist.
    ['UserNotFoundException', RESET_MESSAGES.wrongCode],
    ['ExpiredCodeException', RESET_MESSAGES.expiredCode],
    ['InvalidPasswordException', RESET_MESSAGES.weakPassword],
    ['LimitExceededException', RESET_MESSAGES.tooMany],
    ['InternalErrorException', RESET_MESSAGES.changeFailed],
  ])("shows Cognito's %s as a clear message, and stays", async (name, message) => {
    confirm.mockRejectedValueOnce(cognitoError(name));
    renderForm();
    await toCodeStep();
    fillCode('123456', 'New-password-2027');
    click('Set password');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onDone).not.toHaveBeenCalled();
    expect(
      (screen.getByRole('button', { name: 'Set password' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('sends a new code on request and says so', async () => {
    renderForm();
    await toCodeStep('admin');
    click('Send a new code');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `A new code is on its way. ${RESET_MESSAGES.codeSent}`,
      ),
    );
    expect(requestCode).toHaveBeenCalledTimes(2);
    expect(requestCode).toHaveBeenLastCalledWith('admin');
  });

  it('points to the outbox page only on the embedded stack', async () => {
    renderForm({ local: true });
    await toCodeStep();
    expect(screen.getByRole('link', { name: 'outbox page' }).getAttribute('href')).toBe(
      '/local/outbox',
    );
    cleanup();
    renderForm();
    await toCodeStep();
    expect(screen.queryByRole('link', { name: 'outbox page' })).toBeNull();
  });
});
