export interface QueryNoticeProps {
  /** Whether the query failed: the error and a Retry button; otherwise the loading notice. */
  failed: boolean;
  /** What is said while loading, e.g. 'Loading locations…'. */
  loadingText: string;
  /** What is said when loading failed, e.g. 'Could not load locations'. */
  errorText: string;
  /** Retry is disabled while the query is fetching again. */
  retrying: boolean;
  onRetry: () => void;
}

/** The place of data still loading, or that could not be loaded, with a Retry button. */
export function QueryNotice({
  failed,
  loadingText,
  errorText,
  retrying,
  onRetry,
}: QueryNoticeProps) {
  if (!failed) {
    return (
      <p className="notice" role="status">
        {loadingText}
      </p>
    );
  }
  return (
    <div className="notice notice--error" role="alert">
      <p>{errorText}</p>
      <button type="button" className="button" disabled={retrying} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
