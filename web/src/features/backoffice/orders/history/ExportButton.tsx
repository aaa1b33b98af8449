import { useState } from 'react';
import { useExportOrdersMutation, type HistoryFilter } from '../api';

/** The message of an API error answer, or a general one. */
function exportFailureText(error: unknown): string {
  const { data } = (error ?? {}) as { data?: unknown };
  const message = (data as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' && message
    ? `The export failed: ${message}`
    : 'The export failed. Please check your connection and try again.';
}

/** Offers text as a file download, as a link to it would. */
function download(csv: string, filename: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * 'Export CSV' of the filtered orders. The export needs the sign-in token, which a plain link
 * cannot carry, so it is fetched through the api and then saved as the file the server named.
 */
export function ExportButton({ filter }: { filter: HistoryFilter }) {
  const [exportOrders, { isLoading, reset }] = useExportOrdersMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="orders-history__export">
      <button
        type="button"
        className="button"
        disabled={isLoading}
        onClick={() => {
          setFailure(null);
          void exportOrders(filter)
            .unwrap()
            .then(({ csv, filename }) => download(csv, filename))
            .catch((error: unknown) => setFailure(exportFailureText(error)))
            // The file's text need not stay in the store once saved.
            .finally(reset);
        }}
      >
        {isLoading ? 'Exporting…' : 'Export CSV'}
      </button>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
