import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { HomePage } from '../features/home/HomePage';
import { NotFoundLayout } from '../features/not-found/NotFoundLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import type { ActiveOrdersHandle } from '../features/orders/ActiveOrdersSlot';
import { pageChunks } from './page-chunks';
import { RootLayout } from './RootLayout';

const { guest, checkout, orders, backoffice, auth } = pageChunks;

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
          { path: 'basket', lazy: async () => ({ Component: (await checkout()).BasketPage }) },
          { path: 'delivery', lazy: async () => ({ Component: (await checkout()).DeliveryPage }) },
          {
            path: 'order/:id/:phoneNumber?',
            // The order page shows its own banner line (back to the location, or on to the basket).
            handle: { orderPage: true } satisfies ActiveOrdersHandle,
            lazy: async () => ({ Component: (await orders()).OrderPage }),
          },
          {
            path: 'termsandconditions',
            handle: { showActiveOrders: false } satisfies ActiveOrdersHandle,
            lazy: async () => ({ Component: (await guest()).TermsPage }),
          },
        ],
      },
      {
        // Spec §2 navigation guard. It decides from the persisted user alone (main bundle), without
        // waiting for Amplify, so a 401 that clears the user also lands on login with the redirect.
        Component: RequireSignIn,
        children: [
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
              {
                path: 'be/orders/:locationId?',
                lazy: async () => ({ Component: (await backoffice()).OrdersPage }),
              },
              {
                path: 'be/users',
                lazy: async () => ({ Component: (await backoffice()).UsersPage }),
              },
            ],
          },
        ],
      },
      {
        // Spec §2 NotFound: the back-office layout for a signed-in user, the guest layout otherwise.
        Component: NotFoundLayout,
        children: [{ path: '*', Component: NotFoundPage }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
