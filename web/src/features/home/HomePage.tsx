import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNextPageCode } from '../../app/next-page-code';
import { pageChunks } from '../../app/page-chunks';
import { APP_VERSION } from '../../app/version';
import { useMessages } from '../../i18n';
import { useGetLocationsQuery } from '../locations/api';
import { LocationPicker } from './LocationPicker';

function Locations() {
  const { data, isLoading, isError, refetch } = useGetLocationsQuery();
  const { t } = useMessages();
  // Locations to choose from: a location page, whose code is the guest chunk, comes next.
  useNextPageCode(pageChunks.guest, Boolean(data?.length));

  useEffect(() => {
    // Spec §8 logs this failure; the message below is for the guest.
    if (isError) console.error('Failed to fetch locations');
  }, [isError]);

  if (isLoading) {
    return (
      <p className="notice" role="status">
        {t('loadingLocations')}
      </p>
    );
  }
  if (isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('locationsFailed')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!data || data.length === 0) {
    return <p className="notice">{t('noLocations')}</p>;
  }
  return <LocationPicker locations={data} />;
}

/** Spec §2 home page, in the screens' language (marked, so a screen reader speaks it as such). */
export function HomePage() {
  const navigate = useNavigate();
  const { t, language } = useMessages();
  return (
    <main className="page page--centered home" lang={language}>
      <h1 className="home__title">Inroom</h1>
      <Locations />
      <button type="button" className="button button--link" onClick={() => void navigate('/login')}>
        {t('logIn')}
      </button>
      <p className="home__version">{t('version', { version: APP_VERSION })}</p>
    </main>
  );
}
