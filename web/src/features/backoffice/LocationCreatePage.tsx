import { usePageReady } from '../../hooks/usePageReady';

export function LocationCreatePage() {
  usePageReady();
  return (
    <main className="page">
      <h1>Create location</h1>
    </main>
  );
}
