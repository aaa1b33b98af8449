import { Outlet } from 'react-router-dom';
import { useMessages } from '../../i18n';
import { ActiveOrdersSlot } from '../orders/ActiveOrdersSlot';
import { Footer } from './Footer';

/**
 * The guest pages (and the staff view of an order) around the active orders banner and the footer.
 * `lang` names the language the screens' texts are in, so a screen reader pronounces Danish as
 * Danish; the document itself stays English (index.html) for the back office.
 */
export function GuestLayout() {
  const { language } = useMessages();
  return (
    <div className="layout guest-layout" lang={language}>
      <ActiveOrdersSlot />
      <Outlet />
      <Footer />
    </div>
  );
}
