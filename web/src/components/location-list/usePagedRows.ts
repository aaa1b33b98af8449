import { useMemo, useState } from 'react';
import { paginate, type PaginationProps } from '../Pagination';

export interface PagedRows<T> {
  /** The search text as typed. */
  text: string;
  /** Sets the search text and goes back to the first page. */
  search: (text: string) => void;
  /** Every row the search found, in its order. */
  found: readonly T[];
  /** The rows of the current page. */
  rows: T[];
  /** The props of the `Pagination` under the table. */
  pagination: Pick<PaginationProps, 'page' | 'pageCount' | 'onPageChange'>;
}

/**
 * The search text and page of a searchable, paged table: `find` runs again only when it or the text
 * changes (keep it stable with useMemo or useCallback), and a new search starts at page 1.
 */
export function usePagedRows<T>(
  find: (text: string) => readonly T[],
  pageSize: number,
): PagedRows<T> {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const found = useMemo(() => find(text), [find, text]);
  const shown = paginate(found, page, pageSize);
  return {
    text,
    search: (next) => {
      setText(next);
      setPage(1);
    },
    found,
    rows: shown.items,
    pagination: { page: shown.page, pageCount: shown.pageCount, onPageChange: setPage },
  };
}
