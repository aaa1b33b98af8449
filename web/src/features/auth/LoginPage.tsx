import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { useRuntimeConfig } from '../../app/ConfigContext';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useNextPageCode } from '../../app/next-page-code';
import { pageChunks } from '../../app/page-chunks';
import { usePageReady } from '../../hooks/usePageReady';
import { setUpAuth } from './amplify';
import {
  confirmNewPassword,
  confirmPasswordReset,
  requestPasswordReset,
  signedInUser,
  signInWithPassword,
  type SignInStep,
} from './cognito';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { NewPasswordForm } from './NewPasswordForm';
import { safeRedirect } from './redirect';
import { RESET_MESSAGES } from './reset-messages';
import { isSignedIn, userSignedIn } from './userSlice';
import './login.css';

/**
 * Spec §2 Login screen (`/login`). A signed-in user goes straight on: to the redirect path the guard
 * gave (same-site paths only), else /be/locations. Signing in stores the user, which moves the
 * page on the same way. "Forgot password?" resets the password with a code Cognito e-mails.
 */
export function LoginPage() {
  usePageReady();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => isSignedIn(state.user));
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const auth = useRuntimeConfig()?.auth;
  // Validates config.auth and configures Amplify before the first attempt (once per config).
  const setup = useMemo(() => setUpAuth(auth), [auth]);
  const [step, setStep] = useState<'credentials' | 'newPassword' | 'forgotPassword'>('credentials');
  const [userName, setUserName] = useState('');
  const [passwordChanged, setPasswordChanged] = useState(false);
  // Signing in leads to the back office, whose code is the largest chunk: fetched while the user
  // types, not after Login.
  useNextPageCode(pageChunks.backoffice);

  if (signedIn) return <Navigate to={target} replace />;

  async function finish(next: SignInStep, enteredName: string) {
    if (next === 'newPasswordRequired') {
      setUserName(enteredName);
      setStep('newPassword');
      return;
    }
    const user = await signedInUser(enteredName);
    // Nothing asked as whoever signed in before (their role, their locations) carries over.
    dispatch(api.util.resetApiState());
    dispatch(userSignedIn({ id: user.id, userName: user.userName }));
  }

  async function signIn(enteredName: string, password: string) {
    if (!setup.ok) throw new Error(setup.error);
    await finish(
      await signInWithPassword(enteredName, password, setup.settings.signInFlow),
      enteredName,
    );
  }

  async function setNewPassword(newPassword: string) {
    await finish(await confirmNewPassword(newPassword), userName);
  }

  function forgotPassword(enteredName: string) {
    setUserName(enteredName);
    setPasswordChanged(false);
    setStep('forgotPassword');
  }

  function passwordReset(resetName: string) {
    setUserName(resetName);
    setPasswordChanged(true);
    setStep('credentials');
  }

  return (
    <main className="page login">
      <h1>Log in</h1>
      {!setup.ok && (
        <p className="login__config-error" role="alert">
          {setup.error}
        </p>
      )}
      {step === 'credentials' && (
        <LoginForm
          onSubmit={signIn}
          disabled={!setup.ok}
          onForgotPassword={forgotPassword}
          {...(passwordChanged ? { notice: { text: RESET_MESSAGES.changed, userName } } : {})}
        />
      )}
      {step === 'newPassword' && (
        <NewPasswordForm onSubmit={setNewPassword} onCancel={() => setStep('credentials')} />
      )}
      {step === 'forgotPassword' && (
        <ForgotPasswordForm
          initialUserName={userName}
          requestCode={requestPasswordReset}
          confirm={confirmPasswordReset}
          onDone={passwordReset}
          onCancel={() => setStep('credentials')}
          local={setup.ok && setup.settings.userPoolEndpoint !== undefined}
        />
      )}
    </main>
  );
}
