import { usePageReady } from '../../hooks/usePageReady';

export function LoginPage() {
  usePageReady();
  return (
    <main className="page">
      <h1>Log in</h1>
    </main>
  );
}
