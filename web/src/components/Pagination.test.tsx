import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageItems, paginate, Pagination } from './Pagination';

afterEach(cleanup);

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });

describe('Pagination', () => {
  it('shows Previous, every page number and Next as buttons, marking the current page', () => {
    render(<Pagination page={2} pageCount={3} onPageChange={() => undefined} />);
    const buttons = within(nav())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['‹ Previous', '1', '2', '3', 'Next ›']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 1' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDefined();
  });

  it('moves with Previous, Next and the page numbers', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageCount={2} onPageChange={() => undefined} />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);
    rerender(<Pagination page={2} pageCount={2} onPageChange={() => undefined} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(
      false,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('draws nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} pageCount={1} onPageChange={() => undefined} />,
    );
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shortens a long row of pages around the current one', () => {
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    render(<Pagination page={10} pageCount={20} onPageChange={() => undefined} />);
    expect(
      within(nav())
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['1', '9', '10', '11', '20']);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('cuts one page and counts the pages', () => {
    expect(paginate(items, 1, 10)).toEqual({ page: 1, pageCount: 3, items: items.slice(0, 10) });
    expect(paginate(items, 3, 10)).toEqual({ page: 3, pageCount: 3, items: [21, 22, 23] });
  });

  it('clamps the page into range, and an empty list has one empty page', () => {
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate(items, 0, 10).page).toBe(1);
    expect(paginate([], 4, 10)).toEqual({ page: 1, pageCount: 1, items: [] });
  });
});
