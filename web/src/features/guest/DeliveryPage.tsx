import { usePageReady } from '../../hooks/usePageReady';

export function DeliveryPage() {
  usePageReady();
  return (
    <main className="page">
      <h1>Delivery</h1>
    </main>
  );
}
