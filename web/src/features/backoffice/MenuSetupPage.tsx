import { usePageReady } from '../../hooks/usePageReady';

export function MenuSetupPage() {
  usePageReady();
  return (
    <main className="page">
      <h1>Menu setup</h1>
    </main>
  );
}
