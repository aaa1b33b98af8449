import { usePageReady } from '../../hooks/usePageReady';
import { useGoBack } from './useGoBack';

export function NotFoundPage() {
  usePageReady();
  const goBack = useGoBack();
  return (
    <main className="page page--centered not-found">
      <p className="not-found__code">404</p>
      <h1>Page not found</h1>
      <button type="button" className="button button--primary" onClick={goBack}>
        Go back
      </button>
    </main>
  );
}
