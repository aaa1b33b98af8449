import { usePageReady } from '../../hooks/usePageReady';

export function MenuPage() {
  usePageReady();
  return (
    <main className="page">
      <h1>Menus</h1>
    </main>
  );
}
