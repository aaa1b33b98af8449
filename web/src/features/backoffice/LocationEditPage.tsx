import { usePageReady } from '../../hooks/usePageReady';

export function LocationEditPage() {
  usePageReady();
  return (
    <main className="page">
      <h1>Edit location</h1>
    </main>
  );
}
