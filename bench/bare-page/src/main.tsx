import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

// The bench's baseline (docs/performance.md): the same framework as Inroom's web (React, the React
// Router data router, Redux Toolkit with RTK Query, react-redux) doing the least a guest page does:
// fetch one JSON (the demo hotel's real guest view, with the bench's image) and show its name and
// image. Whatever Inroom's location page costs beyond this is Inroom's own.

interface Place {
  name: string;
  description: string;
  image: string;
}

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({
    place: build.query<Place, void>({ query: () => 'data/place.json' }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

function PlacePage() {
  const { data } = api.usePlaceQuery();
  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: 16, fontFamily: 'system-ui' }}>
      <h1>{data?.name ?? 'Loading...'}</h1>
      {/* Space reserved before the data arrives, so nothing shifts when it does. */}
      <div style={{ aspectRatio: '760 / 316' }}>
        {data && (
          <img
            src={`/${data.image}`}
            alt={data.name}
            width={760}
            height={316}
            style={{ width: '100%', height: 'auto' }}
          />
        )}
      </div>
      <p>{data?.description}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', Component: PlacePage }]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
