import { useId } from 'react';
import { Toaster } from 'react-hot-toast';
import { NavLink, Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sidebarToggled } from '../../app/uiSlice';

/** Spec §8: every toast stays 5 s unless it says otherwise. */
const TOAST_DURATION_MS = 5000;

/** Spec §2 back-office layout; the sidebar choice is persisted (ui slice). Log out comes with sign-in. */
export function BackofficeLayout() {
  const sidebarShown = useAppSelector((state) => state.ui.sidebarShown);
  const dispatch = useAppDispatch();
  const sidebarId = useId();

  return (
    <div className={`layout backoffice-layout${sidebarShown ? ' backoffice-layout--sidebar' : ''}`}>
      <header className="backoffice-layout__header">
        <button
          type="button"
          className="button"
          aria-expanded={sidebarShown}
          aria-controls={sidebarId}
          onClick={() => dispatch(sidebarToggled())}
        >
          Menu
        </button>
        <span className="backoffice-layout__brand">Inroom back office</span>
      </header>
      <nav
        id={sidebarId}
        className="backoffice-layout__sidebar"
        hidden={!sidebarShown}
        aria-label="Back office"
      >
        <NavLink to="/be/locations">Locations</NavLink>
        <NavLink to="/be/menu">Menus</NavLink>
      </nav>
      <div className="backoffice-layout__content">
        <Outlet />
      </div>
      {/* Toasts are the back office's alone (spec §8), so guests never download them. */}
      <Toaster toastOptions={{ duration: TOAST_DURATION_MS }} />
    </div>
  );
}
