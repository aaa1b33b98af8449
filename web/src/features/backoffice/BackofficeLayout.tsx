import { useId } from 'react';
import { Toaster } from 'react-hot-toast';
import { NavLink, Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sidebarToggled } from '../../app/uiSlice';
import { AuthGate } from '../auth/AuthGate';
import { useLogOut } from '../auth/useLogOut';
import './BackofficeLayout.css';

/** Spec §8: every toast stays 5 s unless it says otherwise. */
const TOAST_DURATION_MS = 5000;

/**
 * Spec §2 back-office layout: header with the sidebar toggle, the sidebar (Locations, Menus, Log
 * out; shown or hidden as the user left it, persisted in the ui slice) and the routed content. The
 * loader is the app-wide overlay (App). Only signed-in users get here (RequireSignIn); AuthGate
 * configures sign-in before any page asks the API for something.
 */
export function BackofficeLayout() {
  const sidebarShown = useAppSelector((state) => state.ui.sidebarShown);
  const dispatch = useAppDispatch();
  const sidebarId = useId();
  const logOut = useLogOut();

  return (
    <div className={`layout backoffice-layout${sidebarShown ? ' backoffice-layout--sidebar' : ''}`}>
      <header className="backoffice-layout__header">
        <button
          type="button"
          className="button backoffice-layout__toggle"
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
        <button
          type="button"
          className="button button--link backoffice-layout__logout"
          // Spec §8: a failed log out throws 'Logout failed' with nothing shown; an event handler
          // has nowhere to rethrow to, so it is logged, and the page stays as it is.
          onClick={() => void logOut().catch((error: unknown) => console.error(error))}
        >
          Log out
        </button>
      </nav>
      <div className="backoffice-layout__content">
        <AuthGate>
          <Outlet />
        </AuthGate>
      </div>
      {/* Toasts are the back office's alone (spec §8), so guests never download them. */}
      <Toaster toastOptions={{ duration: TOAST_DURATION_MS }} />
    </div>
  );
}
