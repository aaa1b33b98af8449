import type { LocationSummary } from '@inroom/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paginate, Pagination } from '../../../../components/Pagination';
import '../../../../components/location-list/location-list.css';
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
  const searchId = useId();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [contactsOf, setContactsOf] = useState<LocationSummary | null>(null);
  const pageSize = useLocationsPageSize();
  const found = useFuzzyLocationSearch(locations, text);
  const shown = paginate(found, page, pageSize);

  return (
    <div className="location-list">
      <div className="locations-page__toolbar">
        <div className="locations-page__search">
          <label htmlFor={searchId} className="visually-hidden">
            Search locations
          </label>
          <input
            id={searchId}
            type="search"
            className="location-list__search-input"
            placeholder="Search locations"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <Link to="/be/location/create" className="button button--primary">
          Add location
        </Link>
      </div>

      {found.length === 0 ? (
        <p className="notice location-list__empty" role="status">
          No locations found
        </p>
      ) : (
        <div className="location-table__scroll" role="region" aria-label="Locations" tabIndex={0}>
          <table className="location-table locations-page__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Address</th>
                <th scope="col">Zip</th>
                <th scope="col">City</th>
                <th scope="col" className="location-table__wide">
                  Country
                </th>
                <th scope="col">Phone</th>
                <th scope="col">Email</th>
                <th scope="col" className="location-table__wide">
                  Description
                </th>
                <th scope="col">Contacts</th>
                <th scope="col">Edit</th>
              </tr>
            </thead>
            <tbody>
              {shown.items.map((location) => (
                <tr key={location.id}>
                  <th scope="row">{location.name}</th>
                  <td>{location.address}</td>
                  <td>{location.zip}</td>
                  <td>{location.city}</td>
                  <td className="location-table__wide">{location.country?.name ?? ''}</td>
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
            </tbody>
          </table>
        </div>
      )}

      <Pagination page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} />
      <ContactsModal location={contactsOf} onClose={() => setContactsOf(null)} />
    </div>
  );
}
