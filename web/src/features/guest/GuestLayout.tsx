import { Outlet } from 'react-router-dom';
import { useMessages } from '../../i18n';
import { ActiveOrdersSlot } from '../orders/ActiveOrdersSlot';
import { useBannerWait } from '../orders/useBannerWait';
import { Footer } from './Footer';

/**
 * The guest pages (and the staff view of an order) around the active orders banner and the footer.
 * `lang` names the language the screens' texts are in, so a screen reader pronounces Danish as
 * Danish; the document itself stays English (index.html) for the back office. While the banner is
 * still to come at load, the page under it waits (useBannerWait).
 */
export function GuestLayout() {
  const { language } = useMessages();
  const banner = useBannerWait();
  return (
    <div
      className={`layout guest-layout${banner.waiting ? ' guest-layout--waiting' : ''}`}
      lang={language}
    >
      {banner.shown && <ActiveOrdersSlot onSettled={banner.settled} />}
      <Outlet />
      <Footer />
    </div>
  );
}
