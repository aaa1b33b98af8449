import { usePageReady } from '../../hooks/usePageReady';

export function LocationsPage() {
  usePageReady();
  return (
    <main className="page">
      <h1>Locations</h1>
    </main>
  );
}
