import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';

export function GuestLayout() {
  return (
    <div className="layout guest-layout">
      <Outlet />
      <Footer />
    </div>
  );
}
