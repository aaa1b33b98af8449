import { useEffect, useId, useRef, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sidebarToggled } from '../../app/uiSlice';
import { AuthGate } from '../auth/AuthGate';
import { useCurrentUserAccess } from '../auth/useCurrentUserAccess';
import { useLogOut } from '../auth/useLogOut';
import { useMediaQuery } from './useMediaQuery';
import './BackofficeLayout.css';

/** Spec §8: every toast stays 5 s unless it says otherwise. */
const TOAST_DURATION_MS = 5000;

/** Where the sidebar sits beside the content (the md breakpoint of styles.css, spec §9). */
export const WIDE_SIDEBAR_QUERY = '(min-width: 768px)';

/**
 * Spec §2 back-office layout: header with the sidebar toggle, the sidebar (Locations, Menus, Log
 * out; Orders since issue 17; Users for owners since issue 18) and the routed content. The loader is the app-wide overlay (App).
 * Only signed-in users get here (RequireSignIn); AuthGate configures sign-in before any page asks
 * the API for something.
 *
 * On wide screens the sidebar sits beside the content, shown or hidden as the user left it
 * (persisted in the ui slice). On narrower ones it would cover the content, so there it starts
 * closed on every page and opens over the content only when asked; navigating, Escape or a tap
 * outside closes it. That choice is not persisted: a phone should not open with the content
 * covered because the sidebar was left shown on a desktop.
 */
export function BackofficeLayout() {
  const sidebarShown = useAppSelector((state) => state.ui.sidebarShown);
  const dispatch = useAppDispatch();
  const sidebarId = useId();
  const logOut = useLogOut();
  const { owner } = useCurrentUserAccess();
  const wide = useMediaQuery(WIDE_SIDEBAR_QUERY, true);
  const location = useLocation();
  // The overlay remembers the navigation it was opened on, so any later navigation closes it
  // without an effect having to reset it.
  const [overlayOpenedAt, setOverlayOpenedAt] = useState<string | null>(null);
  const overlayOpen = !wide && overlayOpenedAt === location.key;
  const shown = wide ? sidebarShown : overlayOpen;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!overlayOpen) return undefined;
    const close = () => setOverlayOpenedAt(null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus would otherwise be lost with the hidden sidebar; the toggle is where it reopens.
      if (sidebarRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      close();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (sidebarRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [overlayOpen]);

  const toggle = () => {
    if (wide) dispatch(sidebarToggled());
    else setOverlayOpenedAt(overlayOpen ? null : location.key);
  };

  return (
    <div
      className={`layout backoffice-layout${shown ? ' backoffice-layout--sidebar' : ''}${wide ? '' : ' backoffice-layout--narrow'}`}
    >
      <header className="backoffice-layout__header">
        <button
          ref={toggleRef}
          type="button"
          className="button backoffice-layout__toggle"
          aria-expanded={shown}
          aria-controls={sidebarId}
          onClick={toggle}
        >
          Menu
        </button>
        <span className="backoffice-layout__brand">Inroom back office</span>
      </header>
      <nav
        ref={sidebarRef}
        id={sidebarId}
        className="backoffice-layout__sidebar"
        hidden={!shown}
        aria-label="Back office"
      >
        <NavLink to="/be/locations">Locations</NavLink>
        <NavLink to="/be/menu">Menus</NavLink>
        <NavLink to="/be/orders">Orders</NavLink>
        {owner && <NavLink to="/be/users">Users</NavLink>}
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
