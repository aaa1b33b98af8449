import { useId, type ReactNode } from 'react';
import type { SearchableLocation } from '@inroom/shared';
import './location-list.css';

// The pieces the reusable location list (LocationList.tsx) and the back-office locations table
// (features/backoffice/locations/list/LocationsTable.tsx) are built from.

export interface LocationSearchProps {
  /** The class of the box around the label and the input. */
  className: string;
  value: string;
  onSearch: (text: string) => void;
}

/** The search box above a location table, with its visually hidden label. */
export function LocationSearch({ className, value, onSearch }: LocationSearchProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        Search locations
      </label>
      <input
        id={id}
        type="search"
        className="location-list__search-input"
        placeholder="Search locations"
        autoComplete="off"
        value={value}
        onChange={(event) => onSearch(event.target.value)}
      />
    </div>
  );
}

export interface LocationTableProps {
  /** The accessible name of the scrolling region around the table. */
  label: string;
  /** Added to the table's own class. */
  className?: string;
  /** Nothing was found: a notice stands in for the table. */
  empty: boolean;
  /** The header cells. */
  columns: ReactNode;
  /** The body rows. */
  children: ReactNode;
}

/** A location table in its scrolling region, or 'No locations found' when there is nothing to list. */
export function LocationTable({ label, className, empty, columns, children }: LocationTableProps) {
  if (empty) {
    return (
      <p className="notice location-list__empty" role="status">
        No locations found
      </p>
    );
  }
  return (
    <div className="location-table__scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `location-table ${className}` : 'location-table'}>
        <thead>
          <tr>{columns}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The Address, Zip, City and Country header cells both tables have after Name. */
export function AddressColumns() {
  return (
    <>
      <th scope="col">Address</th>
      <th scope="col">Zip</th>
      <th scope="col">City</th>
      <th scope="col" className="location-table__wide">
        Country
      </th>
    </>
  );
}

/** A location's Address, Zip, City and Country cells, under `AddressColumns`. */
export function AddressCells({
  location,
}: {
  location: Pick<SearchableLocation, 'address' | 'zip' | 'city' | 'country'>;
}) {
  return (
    <>
      <td>{location.address}</td>
      <td>{location.zip}</td>
      <td>{location.city}</td>
      <td className="location-table__wide">{location.country?.name ?? ''}</td>
    </>
  );
}
