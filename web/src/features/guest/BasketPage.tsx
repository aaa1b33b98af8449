import { usePageReady } from '../../hooks/usePageReady';

export function BasketPage() {
  usePageReady();
  return (
    <main className="page">
      <h1>Your basket</h1>
    </main>
  );
}
