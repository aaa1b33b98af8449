import type { LocationSummary } from '@inroom/shared';
import { Modal } from '../../../../components/Modal';
import { useGetAdminLocationQuery } from '../api';
import { QueryNotice } from '../QueryNotice';

/** The contacts, fetched with the back-office view of the location when the pop-up opens. */
function Contacts({ locationId }: { locationId: string }) {
  const { data, isLoading, isFetching, isError, refetch } = useGetAdminLocationQuery(locationId);

  if (isLoading || isError || !data) {
    return (
      <QueryNotice
        failed={!isLoading}
        loadingText="Loading contacts…"
        errorText="Could not load contacts"
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.contacts.length === 0) return <p className="notice">No contacts available</p>;
  return (
    <ul className="contacts-list">
      {data.contacts.map((contact) => (
        <li key={contact.id} className="contacts-list__item">
          <span className="contacts-list__name">
            {contact.name}
            {!contact.isActive && <span className="contacts-list__inactive"> (inactive)</span>}
          </span>
          <span className="contacts-list__phone">
            <span className="contacts-list__code">+{contact.countryCode}</span>{' '}
            <span>{contact.phoneNumber}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface ContactsModalProps {
  /** The location whose contacts are shown; null while the pop-up is closed. */
  location: Pick<LocationSummary, 'id' | 'name'> | null;
  onClose: () => void;
}

/** Spec §2: the Contacts pop-up of the back-office locations list. */
export function ContactsModal({ location, onClose }: ContactsModalProps) {
  return (
    <Modal
      open={location !== null}
      title={location ? `Contacts for ${location.name}` : 'Contacts'}
      onClose={onClose}
      small
    >
      {location && <Contacts locationId={location.id} />}
    </Modal>
  );
}
