import { LocationPickedPage } from './LocationPickedPage';
import { MenusPanel } from './menus/list/MenusPanel';

/**
 * Spec §2 Menus page (`/be/menu/{locationId?}`): pick a location, then manage its menus. Choosing a
 * location puts it in the address, so the page can be bookmarked and reloaded.
 */
export function MenuPage() {
  return (
    <LocationPickedPage title="Menus" className="menus-page" path="/be/menu">
      {(locationId, location) => (
        <MenusPanel key={locationId} locationId={locationId} timeZone={location?.timeZone} />
      )}
    </LocationPickedPage>
  );
}
