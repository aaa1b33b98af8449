import { availabilityText } from '@inroom/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useGetGuestLocationQuery } from './api';

export function LocationPage() {
  const { id = '' } = useParams();
  const {
    data: location,
    isError,
    error,
  } = useGetGuestLocationQuery({ id, language: navigator.language });

  useEffect(() => {
    // Spec §8: a failed guest location load is logged, then NotFound is shown.
    if (isError) console.error('Failed to fetch location', error);
  }, [isError, error]);

  if (isError) return <NotFoundPage />;
  if (!location) {
    return (
      <main className="page">
        <p className="notice" role="status">
          Loading location…
        </p>
      </main>
    );
  }

  const cityLine = [location.zip, location.city].filter(Boolean).join(' ');
  // Shown in the guest's own time zone, which on a hotel phone is the hotel's (spec §4).
  const closedText = location.isAvailable
    ? ''
    : availabilityText(location.nextAvailable, new Date(), viewerTimeZone());
  return (
    <main className="page location">
      {location.image && (
        <img className="location__image" src={`/images/${location.image}`} alt="" />
      )}
      <h1>{location.name}</h1>
      {closedText && <p className="location__availability">{closedText}</p>}
      {location.description && <p className="location__description">{location.description}</p>}
      {(location.address || cityLine) && (
        <address className="location__address">
          {location.address}
          {location.address && cityLine && <br />}
          {cityLine}
        </address>
      )}
    </main>
  );
}

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
