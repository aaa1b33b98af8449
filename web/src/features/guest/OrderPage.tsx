import { usePageReady } from '../../hooks/usePageReady';

export function OrderPage() {
  usePageReady();
  return (
    <main className="page">
      <h1>Your order</h1>
    </main>
  );
}
