import { Outlet } from 'react-router-dom';
import { ActiveOrdersSlot } from '../orders/ActiveOrdersSlot';
import { Footer } from './Footer';

export function GuestLayout() {
  return (
    <div className="layout guest-layout">
      <ActiveOrdersSlot />
      <Outlet />
      <Footer />
    </div>
  );
}
