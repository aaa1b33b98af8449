import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { APP_VERSION } from '../../app/version';
import { useGetLocationsQuery } from '../locations/api';
import { LocationPicker } from './LocationPicker';

function Locations() {
  const { data, isLoading, isError, refetch } = useGetLocationsQuery();

  useEffect(() => {
    // Spec §8 logs this failure; the message below is for the guest.
    if (isError) console.error('Failed to fetch locations');
  }, [isError]);

  if (isLoading) {
    return (
      <p className="notice" role="status">
        Loading locations…
      </p>
    );
  }
  if (isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>Could not load locations</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  }
  if (!data || data.length === 0) {
    return <p className="notice">There are no locations yet.</p>;
  }
  return <LocationPicker locations={data} />;
}

export function HomePage() {
  const navigate = useNavigate();
  return (
    <main className="page page--centered home">
      <h1 className="home__title">Inroom</h1>
      <Locations />
      <button type="button" className="button button--link" onClick={() => void navigate('/login')}>
        Log in
      </button>
      <p className="home__version">Version {APP_VERSION}</p>
    </main>
  );
}
