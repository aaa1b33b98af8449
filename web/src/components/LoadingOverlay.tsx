import { useAppSelector } from '../app/hooks';

/** Covers the page while the global loading flag is set (spec §1). */
export function LoadingOverlay() {
  const isLoading = useAppSelector((state) => state.ui.isLoading);
  if (!isLoading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
