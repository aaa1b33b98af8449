import type { LocationSummary } from '@inroom/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../../components/Pagination';
import {
  AddressCells,
  AddressColumns,
  LocationSearch,
  LocationTable,
} from '../../../../components/location-list/LocationTable';
import { usePagedRows } from '../../../../components/location-list/usePagedRows';
import { ContactsModal } from './ContactsModal';
import { useFuzzyLocationSearch } from './fuzzyLocationSearch';
import { useLocationsPageSize } from './useMediaQuery';
import './locations-list.css';

export interface LocationsTableProps {
  locations: readonly LocationSummary[];
}

/**
 * Spec §2 back-office locations list: fuzzy search, the table, the Contacts pop-up and Edit links,
 * 15 a page (4 in a window 1000 px wide or less) with pagination only when there is more than a page.
 */
export function LocationsTable({ locations }: LocationsTableProps) {
  const [contactsOf, setContactsOf] = useState<LocationSummary | null>(null);
  const find = useFuzzyLocationSearch(locations);
  const pageSize = useLocationsPageSize();
  const { text, search, found, rows, pagination } = usePagedRows(find, pageSize);

  return (
    <div className="location-list">
      <div className="locations-page__toolbar">
        <LocationSearch className="locations-page__search" value={text} onSearch={search} />
        <Link to="/be/location/create" className="button button--primary">
          Add location
        </Link>
      </div>

      <LocationTable
        label="Locations"
        className="locations-page__table"
        empty={found.length === 0}
        columns={
          <>
            <th scope="col">Name</th>
            <AddressColumns />
            <th scope="col">Phone</th>
            <th scope="col">Email</th>
            <th scope="col" className="location-table__wide">
              Description
            </th>
            <th scope="col">Contacts</th>
            <th scope="col">Edit</th>
          </>
        }
      >
        {rows.map((location) => (
          <tr key={location.id}>
            <th scope="row">{location.name}</th>
            <AddressCells location={location} />
            <td className="locations-page__nowrap">{location.phone}</td>
            <td>
              {location.email && (
                <a href={`mailto:${location.email}`} className="locations-page__email">
                  {location.email}
                </a>
              )}
            </td>
            <td className="location-table__wide location-table__description">
              {location.description}
            </td>
            <td className="location-table__action">
              <button
                type="button"
                className="button"
                aria-label={`Contacts for ${location.name}`}
                aria-haspopup="dialog"
                onClick={() => setContactsOf(location)}
              >
                Contacts
              </button>
            </td>
            <td className="location-table__action">
              <Link
                to={`/be/location/${encodeURIComponent(location.id)}/edit`}
                className="button"
                aria-label={`Edit ${location.name}`}
              >
                Edit
              </Link>
            </td>
          </tr>
        ))}
      </LocationTable>

      <Pagination {...pagination} />
      <ContactsModal location={contactsOf} onClose={() => setContactsOf(null)} />
    </div>
  );
}
