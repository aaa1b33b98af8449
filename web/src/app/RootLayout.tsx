import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RouteRecorder } from './RouteRecorder';
import { useRouteTransition } from './useRouteTransition';
import './transitions.css';

export function RootLayout() {
  const routedContent = useRouteTransition();
  return (
    <>
      <RouteRecorder />
      <ScrollRestoration />
      <div ref={routedContent} className="route-transition">
        <Outlet />
      </div>
    </>
  );
}
