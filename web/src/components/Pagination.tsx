import './Pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing is drawn for one page or none. */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The accessible name of the navigation landmark. */
  label?: string;
}

/** Every page number is shown up to this many pages; beyond it, the ends and the current page's neighbours. */
const MAX_PAGES_SHOWN = 7;

type PageItem = number | 'gap-start' | 'gap-end';

/** The page buttons to draw: all of them, or 1 … current−1 current current+1 … last. */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= MAX_PAGES_SHOWN) return Array.from({ length: pageCount }, (_, i) => i + 1);
  // Near an end, show a block of five there so the row keeps the same length.
  const start = Math.max(2, Math.min(page - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < pageCount - 1) items.push('gap-end');
  items.push(pageCount);
  return items;
}

/** One page of a list, with the page clamped into range (a shrunk list never shows an empty page). */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { page: number; pageCount: number; items: T[] } {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * pageSize;
  return { page: current, pageCount, items: items.slice(start, start + pageSize) };
}

/**
 * Previous, the page numbers and Next, as buttons in a navigation landmark; the current page is
 * marked with aria-current. Draws nothing when there is only one page.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__button"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <span aria-hidden="true">‹ </span>Previous
          </button>
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__button pagination__page"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination__button"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            Next<span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
