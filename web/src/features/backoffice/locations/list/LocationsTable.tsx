import type { LocationSummary } from '@inroom/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Pagination } from '../../../../components/Pagination';
import {
  AddressCells,
  AddressColumns,
  Clipped,
  LocationSearch,
  LocationTable,
} from '../../../../components/location-list/LocationTable';
import { isRowClick } from '../../../../components/location-list/rowClick';
import { usePagedRows } from '../../../../components/location-list/usePagedRows';
import { ContactsModal } from './ContactsModal';
import { useFuzzyLocationSearch } from './fuzzyLocationSearch';
import { useLocationsPageSize } from './useMediaQuery';
import './locations-list.css';

/**
 * An e-mail address that breaks before its @ when it must, each part cut with an ellipsis rather
 * than wrapped a few letters a line (issue 15); the whole address is in the title.
 */
function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  return (
    // The label keeps screen readers from reading the two parts as two words.
    <a href={`mailto:${email}`} className="locations-page__email" title={email} aria-label={email}>
      <span className="locations-page__email-part">{local}</span>
      {domain && (
        <>
          <wbr />
          <span className="locations-page__email-part">{domain}</span>
        </>
      )}
    </a>
  );
}

export interface LocationsTableProps {
  locations: readonly LocationSummary[];
  /** Whether the Add location button shows: adding locations is an owner's alone (issue 18). */
  canAdd?: boolean;
}

/**
 * Spec §2 back-office locations list: fuzzy search, the table, the Contacts pop-up and Edit links,
 * 15 a page (4 in a window 1000 px wide or less) with pagination only when there is more than a page.
 * A click on a row opens its edit page; the Edit link is the way there for keyboard users.
 */
export function LocationsTable({ locations, canAdd = true }: LocationsTableProps) {
  const [contactsOf, setContactsOf] = useState<LocationSummary | null>(null);
  const find = useFuzzyLocationSearch(locations);
  const pageSize = useLocationsPageSize();
  const { text, search, found, rows, pagination } = usePagedRows(find, pageSize);
  const navigate = useNavigate();
  const editPath = (id: string) => `/be/location/${encodeURIComponent(id)}/edit`;

  return (
    <div className="location-list">
      <div className="locations-page__toolbar">
        <LocationSearch className="locations-page__search" value={text} onSearch={search} />
        {canAdd && (
          <Link to="/be/location/create" className="button button--primary">
            Add location
          </Link>
        )}
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
            <th scope="col" className="location-table__wide locations-page__description">
              Description
            </th>
            <th scope="col">Contacts</th>
            <th scope="col">Edit</th>
          </>
        }
      >
        {rows.map((location) => (
          <tr
            key={location.id}
            className="location-table__row--link"
            onClick={(event) => {
              if (isRowClick(event)) void navigate(editPath(location.id));
            }}
          >
            <th scope="row">
              <Clipped text={location.name} />
            </th>
            <AddressCells location={location} clip />
            <td className="location-table__nowrap">{location.phone}</td>
            <td>{location.email && <EmailLink email={location.email} />}</td>
            <td className="location-table__wide locations-page__description">
              <Clipped text={location.description} className="locations-page__description-text" />
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
                to={editPath(location.id)}
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
