import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { RouteRecorder } from './RouteRecorder';
import { useRouteTransition } from './useRouteTransition';
import './transitions.css';

export function RootLayout() {
  const routedContent = useRouteTransition();
  // A page's code loads on its first visit (a lazy chunk); on slow hotel Wi-Fi that can take a
  // second, with the old page still on screen. The bar says the tap was taken (shown only after a
  // moment, by CSS, so a fast network never sees it) and aria-busy tells assistive technology.
  const loading = useNavigation().state !== 'idle';
  return (
    <>
      <RouteRecorder />
      <ScrollRestoration />
      {loading && <div className="navigation-progress" aria-hidden="true" />}
      <div ref={routedContent} className="route-transition" aria-busy={loading || undefined}>
        <Outlet />
      </div>
    </>
  );
}
