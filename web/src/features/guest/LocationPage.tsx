import { useDeferredValue, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useMessages } from '../../i18n';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useGetGuestLocationQuery } from './api';
import { guestLocationArgs } from './location-request';
import { closedText } from './location/availability';
import { BasketBar } from './location/BasketBar';
import { ChildLocations } from './location/ChildLocations';
import { useBasketForLocation, useParentOfPage } from './location/hooks';
import { LanguagePicker } from './location/LanguagePicker';
import { LocationHeaderImage } from './location/LocationHeaderImage';
import { useAvailableNow } from './location/useAvailableNow';
import { MenuSection } from './menu';
import './location/location.css';

/** Spec §2 Location page: the location, its menus, its restaurants and the basket bar. */
export function LocationPage() {
  const { id = '' } = useParams();
  const menuLanguageId = useAppSelector((state) => state.ui.menuLanguageId);
  const messages = useMessages();
  const { t } = messages;
  const { data, isError, error, isFetching } = useGetGuestLocationQuery(
    guestLocationArgs(id, menuLanguageId, navigator.language),
  );
  // An answer that arrives after the page is shown (a store update, which React renders in one
  // go) is rendered in the background instead, in slices the browser can paint and answer taps
  // between: every menu item at once blocked a phone's main thread for most of a second.
  const arrived = useDeferredValue(data);
  // While another language loads, the page keeps showing the last one; while another location
  // loads (a restaurant opened from its hotel), it does not show the one being left.
  // "Available now" is recomputed from the menus' windows: the answer may come from a cache.
  const location = useAvailableNow(
    arrived?.id.toLowerCase() === id.toLowerCase() ? arrived : undefined,
  );
  const parent = useParentOfPage(location?.id);
  useBasketForLocation(location);

  useEffect(() => {
    // Spec §8: a failed guest location load is logged, then NotFound is shown.
    if (isError) console.error('Failed to fetch location', error);
  }, [isError, error]);

  if (isError) return <NotFoundPage />;
  if (!location) {
    return (
      <main className="page page--loading">
        <p className="notice" role="status">
          {t('loadingLocation')}
        </p>
      </main>
    );
  }

  const cityLine = [location.zip, location.city].filter(Boolean).join(' ');
  const closed = closedText(location, messages);
  const hasMenus = location.menus.length > 0;
  const isParent = location.childLocations.length > 0;
  // Spec §2: a hotel's bar would only say it is closed while its restaurants are listed below.
  const showBasketBar = hasMenus && (!isParent || location.isAvailable);

  return (
    <main
      className={showBasketBar ? 'page location location--with-bar' : 'page location'}
      aria-busy={isFetching}
    >
      <header className="location__header">
        {location.image && <LocationHeaderImage image={location.image} />}
        <div className="location__title-row">
          <h1 className="location__name">{location.name}</h1>
          <LanguagePicker menus={location.menus} />
        </div>
        {location.description && <p className="location__description">{location.description}</p>}
        {(location.address || cityLine) && (
          <address className="location__address">
            {location.address}
            {location.address && cityLine && <br />}
            {cityLine}
          </address>
        )}
        {closed && <p className="location__availability">{closed}</p>}
      </header>
      {location.menus.map((menu) => (
        <MenuSection key={menu.id} menu={menu} currency={location.country.defaultCurrency} />
      ))}
      {isParent && (
        <ChildLocations
          parent={{ id: location.id, name: location.name }}
          childLocations={location.childLocations}
        />
      )}
      {showBasketBar && <BasketBar backTo={isParent ? null : (parent?.url ?? null)} />}
    </main>
  );
}
