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

/**
 * Text cut to at most two lines of a capped width, whole in its title: a long value then cannot
 * stretch its table past the window (issue 15).
 */
export function Clipped({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <span
      className={className ? `location-table__clip ${className}` : 'location-table__clip'}
      title={text}
    >
      {text}
    </span>
  );
}

/** A location's Address, Zip, City and Country cells, under `AddressColumns`. */
export function AddressCells({
  location,
  clip = false,
}: {
  location: Pick<SearchableLocation, 'address' | 'zip' | 'city' | 'country'>;
  /** Cut long addresses and cities with `Clipped` (country names wrap between words well enough). */
  clip?: boolean;
}) {
  const show = (text: string, className?: string) =>
    clip ? <Clipped text={text} className={className} /> : text;
  return (
    <>
      <td>{show(location.address, 'location-table__address')}</td>
      <td className={clip ? 'location-table__nowrap' : undefined}>{location.zip}</td>
      <td>{show(location.city)}</td>
      <td className="location-table__wide">{location.country?.name ?? ''}</td>
    </>
  );
}
