import type { LocationSummary } from '@inroom/shared';
import { matchesLocationSearch } from '@inroom/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DENMARK, makeLocation } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { LocationList, type LocationListProps } from './LocationList';

afterEach(cleanup);

const hotel = makeLocation({
  name: 'Hotel Nyhavn',
  address: 'Nyhavn 44',
  zip: '1051',
  city: 'København K',
  description: 'A harbourside hotel',
  country: DENMARK,
});
const deli = makeLocation({
  name: 'Kajens Deli',
  address: 'Nyhavn 44',
  zip: '1051',
  city: 'København K',
  description: 'Sandwiches day and night',
  country: DENMARK,
});
const bistro = makeLocation({
  name: 'Aarhus Bistro',
  address: 'Åboulevarden 5',
  zip: '8000',
  city: 'Aarhus C',
  description: 'Danish classics',
  country: DENMARK,
});
const demo = [hotel, deli, bistro];

function EditProbe() {
  return <p>Editing {useParams().id}</p>;
}

function render(props: Partial<LocationListProps<LocationSummary>> = {}, path = '/be') {
  return renderRoutes(
    [
      { path, element: <LocationList locations={demo} {...props} /> },
      { path: '/be/location/:id/edit', Component: EditProbe },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
}

const search = (text: string) =>
  fireEvent.change(screen.getByLabelText('Search locations'), { target: { value: text } });

/** The names in the table, in order. */
const names = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent ?? '');

describe('LocationList (spec §2, §5)', () => {
  it('lists Name, Address, Zip, City, Country and Description, without Select or Edit by default', () => {
    render();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Address', 'Zip', 'City', 'Country', 'Description']);
    expect(names()).toEqual(['Hotel Nyhavn', 'Kajens Deli', 'Aarhus Bistro']);
    const row = screen.getByRole('row', { name: /Hotel Nyhavn/ });
    expect(within(row).getByText('Denmark')).toBeDefined();
    expect(within(row).getByText('A harbourside hotel')).toBeDefined();
    // Country and Description carry the class the stylesheet hides below 768 px.
    expect(within(row).getByText('Denmark').className).toContain('location-table__wide');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByPlaceholderText('Search locations')).toBeDefined();
  });

  it('searches with the shared word search: every word, any field, any case', () => {
    render();
    const cases = [
      'hotel',
      'NYHAVN 1051',
      'denmark aarhus',
      'sandwiches',
      'åboulevarden',
      'hotel aarhus',
    ];
    for (const text of cases) {
      search(text);
      const expected = demo
        .filter((location) => matchesLocationSearch(location, text))
        .map((location) => location.name);
      expect(names(), text).toEqual(expected);
    }
    search('kobenhavn');
    expect(names()).toEqual([]);
    expect(screen.getByText('No locations found')).toBeDefined();
    search('  ');
    expect(names()).toEqual(['Hotel Nyhavn', 'Kajens Deli', 'Aarhus Bistro']);
  });

  it('lists selected locations first and keeps them whatever the search', () => {
    render({ selectable: true, selectedIds: [bistro.id] });
    expect(names()).toEqual(['Aarhus Bistro', 'Hotel Nyhavn', 'Kajens Deli']);
    search('deli');
    expect(names()).toEqual(['Aarhus Bistro', 'Kajens Deli']);
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Aarhus Bistro' }).checked,
    ).toBe(true);
  });

  it('hides excluded locations', () => {
    render({ selectable: true, excludedIds: [hotel.id] });
    expect(names()).toEqual(['Kajens Deli', 'Aarhus Bistro']);
    search('nyhavn');
    expect(names()).toEqual(['Kajens Deli']);
  });

  it('reports the new selection when a Select box is ticked or cleared', () => {
    const onSelectedChange = vi.fn();
    function Harness() {
      const [selected, setSelected] = useState<string[]>([deli.id]);
      return (
        <LocationList
          locations={demo}
          selectable
          selectedIds={selected}
          onSelectedChange={(ids) => {
            onSelectedChange(ids);
            setSelected(ids);
          }}
        />
      );
    }
    renderRoutes([{ path: '/', Component: Harness }]);
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('Select');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Aarhus Bistro' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith([deli.id, bistro.id]);
    expect(names()).toEqual(['Kajens Deli', 'Aarhus Bistro', 'Hotel Nyhavn']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Kajens Deli' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith([bistro.id]);
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Kajens Deli' }).checked,
    ).toBe(false);
  });

  it('keeps its own selection when none is given', () => {
    render({ selectable: true });
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Kajens Deli' });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(names()[0]).toBe('Kajens Deli');
  });

  it('opens location/{id}/edit relative to the current route from the edit link', () => {
    const { router } = render({ editable: true });
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Edit');
    const link = screen.getByRole('link', { name: 'Edit Kajens Deli' });
    expect(link.getAttribute('href')).toBe(`/be/location/${deli.id}/edit`);
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe(`/be/location/${deli.id}/edit`);
    expect(screen.getByText(`Editing ${deli.id}`)).toBeDefined();
  });

  it('opens the location when its row is clicked, relative to the current route', () => {
    const { router } = render({ editable: true }, '/be/hotel');
    fireEvent.click(screen.getByText('Aarhus C'));
    expect(router.state.location.pathname).toBe(`/be/hotel/location/${bistro.id}/edit`);
  });

  it('does not open the location when the row is not editable or its checkbox is clicked', () => {
    const { router } = render({ selectable: true, editable: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Hotel Nyhavn' }));
    expect(router.state.location.pathname).toBe('/be');
    cleanup();
    const second = render({ selectable: true });
    fireEvent.click(screen.getByText('Aarhus C'));
    expect(second.router.state.location.pathname).toBe('/be');
  });

  it('shows 10 a page, pages only when there are more, and goes back to page 1 on a new search', () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      makeLocation({
        name: `Place ${String(i + 1).padStart(2, '0')}`,
        city: i % 2 ? 'Odense' : 'Vejle',
      }),
    );
    renderRoutes([{ path: '/', element: <LocationList locations={many} /> }]);
    expect(names()).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(names()).toEqual(['Place 21', 'Place 22', 'Place 23']);
    search('odense');
    // 11 in Odense: page 1 again, still two pages.
    expect(names()[0]).toBe('Place 02');
    expect(names()).toHaveLength(10);
    search('place 2');
    expect(names()).toEqual([
      'Place 02',
      'Place 12',
      'Place 20',
      'Place 21',
      'Place 22',
      'Place 23',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
