import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RootLayout } from './RootLayout';

// Each import() below names one module, so Vite emits one chunk per area and the router loads it
// on first use: guests never download back-office code, and vice versa.
const guest = () => import('../features/guest/guest-chunk');
const backoffice = () => import('../features/backoffice/backoffice-chunk');
const auth = () => import('../features/auth/auth-chunk');

/** Spec §2 route table. Exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // The start-up overlay already covers the page while the first route's chunk loads.
    HydrateFallback: () => null,
    children: [
      { index: true, Component: HomePage },
      { path: 'login', lazy: async () => ({ Component: (await auth()).LoginPage }) },
      {
        lazy: async () => ({ Component: (await guest()).GuestLayout }),
        children: [
          { path: 'location/:id', lazy: async () => ({ Component: (await guest()).LocationPage }) },
          { path: 'basket', lazy: async () => ({ Component: (await guest()).BasketPage }) },
          { path: 'delivery', lazy: async () => ({ Component: (await guest()).DeliveryPage }) },
          {
            path: 'order/:id/:phoneNumber?',
            lazy: async () => ({ Component: (await guest()).OrderPage }),
          },
          {
            path: 'termsandconditions',
            handle: { showActiveOrders: false },
            lazy: async () => ({ Component: (await guest()).TermsPage }),
          },
          // Signed-out visitors see NotFound in the guest layout; the back-office variant for
          // signed-in users comes with sign-in.
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        lazy: async () => ({ Component: (await backoffice()).BackofficeLayout }),
        children: [
          {
            path: 'be/locations',
            lazy: async () => ({ Component: (await backoffice()).LocationsPage }),
          },
          {
            path: 'be/location/create',
            lazy: async () => ({ Component: (await backoffice()).LocationCreatePage }),
          },
          {
            path: 'be/location/:id/edit',
            lazy: async () => ({ Component: (await backoffice()).LocationEditPage }),
          },
          {
            path: 'be/menu/:locationId?',
            lazy: async () => ({ Component: (await backoffice()).MenuPage }),
          },
          {
            path: 'be/menu/:id/setup',
            lazy: async () => ({ Component: (await backoffice()).MenuSetupPage }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
