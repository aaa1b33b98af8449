import { searchLocations, type SearchableLocation } from '@inroom/shared';
import { useCallback, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Pagination } from '../Pagination';
import { AddressCells, AddressColumns, LocationSearch, LocationTable } from './LocationTable';
import { isRowClick } from './rowClick';
import { usePagedRows } from './usePagedRows';

/** Spec §9: the reusable location list shows 10 locations a page. */
export const LOCATION_LIST_PAGE_SIZE = 10;

export interface LocationListProps<T extends SearchableLocation> {
  locations: readonly T[];
  /** Adds a Select checkbox column. */
  selectable?: boolean;
  /** The checked locations (controlled); they are always listed, first. Without it the list keeps its own. */
  selectedIds?: readonly string[];
  /** Called with the whole new selection, in the order of `locations`, whenever a box is ticked or cleared. */
  onSelectedChange?: (selectedIds: string[]) => void;
  /** Adds an edit column; the edit link and a click on the row open `location/{id}/edit`, relative to the current route. */
  editable?: boolean;
  /** Never listed (e.g. the location being edited, which cannot be its own child). */
  excludedIds?: readonly string[];
  /** The accessible name of the table. */
  label?: string;
}

const NO_IDS: readonly string[] = [];

/**
 * The reusable location table of spec §2 with the word search of spec §5 (`searchLocations` from
 * @inroom/shared): every word must appear in a field, selected locations stay and come first,
 * excluded ones are hidden. Ten a page (spec §9).
 */
export function LocationList<T extends SearchableLocation>({
  locations,
  selectable = false,
  selectedIds: selectedIdsProp,
  onSelectedChange,
  editable = false,
  excludedIds = NO_IDS,
  label = 'Locations',
}: LocationListProps<T>) {
  const navigate = useNavigate();
  const [ownSelection, setOwnSelection] = useState<readonly string[]>(NO_IDS);
  const selectedIds = selectedIdsProp ?? ownSelection;

  const find = useCallback(
    (text: string) => searchLocations(locations, text, { selectedIds, excludedIds }),
    [locations, selectedIds, excludedIds],
  );
  const { text, search, found, rows, pagination } = usePagedRows(find, LOCATION_LIST_PAGE_SIZE);
  const selected = new Set(selectedIds);

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selectedIds);
    if (checked) next.add(id);
    else next.delete(id);
    // Keep the caller's order: the list order first, then any ids the list does not hold.
    const known = locations.map((location) => location.id).filter((known) => next.has(known));
    const unknown = [...next].filter((other) => !known.includes(other));
    const ids = [...known, ...unknown];
    if (selectedIdsProp === undefined) setOwnSelection(ids);
    onSelectedChange?.(ids);
  };

  const openFromRow = (event: MouseEvent<HTMLTableRowElement>, id: string) => {
    if (!editable || !isRowClick(event)) return;
    void navigate(`location/${encodeURIComponent(id)}/edit`);
  };

  return (
    <div className="location-list">
      <LocationSearch className="location-list__search" value={text} onSearch={search} />
      <LocationTable
        label={label}
        empty={found.length === 0}
        columns={
          <>
            {selectable && <th scope="col">Select</th>}
            <th scope="col">Name</th>
            <AddressColumns />
            <th scope="col" className="location-table__wide">
              Description
            </th>
            {editable && <th scope="col">Edit</th>}
          </>
        }
      >
        {rows.map((location) => (
          <tr
            key={location.id}
            className={editable ? 'location-table__row--link' : undefined}
            onClick={(event) => openFromRow(event, location.id)}
          >
            {selectable && (
              <td className="location-table__select">
                <input
                  type="checkbox"
                  aria-label={`Select ${location.name}`}
                  checked={selected.has(location.id)}
                  onChange={(event) => toggle(location.id, event.target.checked)}
                />
              </td>
            )}
            <th scope="row" className="location-table__name">
              {location.name}
            </th>
            <AddressCells location={location} />
            <td className="location-table__wide location-table__description">
              {location.description}
            </td>
            {editable && (
              <td className="location-table__action">
                <Link
                  to={`location/${encodeURIComponent(location.id)}/edit`}
                  className="location-table__icon-link"
                  aria-label={`Edit ${location.name}`}
                >
                  <span aria-hidden="true">✎</span>
                </Link>
              </td>
            )}
          </tr>
        ))}
      </LocationTable>
      <Pagination {...pagination} />
    </div>
  );
}
