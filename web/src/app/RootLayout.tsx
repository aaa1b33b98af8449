import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RouteRecorder } from './RouteRecorder';

export function RootLayout() {
  return (
    <>
      <RouteRecorder />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
