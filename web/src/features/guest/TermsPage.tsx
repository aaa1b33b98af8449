import { usePageReady } from '../../hooks/usePageReady';

export function TermsPage() {
  usePageReady();
  return (
    <main className="page">
      <h1>Terms and conditions</h1>
    </main>
  );
}
