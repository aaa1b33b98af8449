import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { loadingFinished } from '../app/uiSlice';

/**
 * Shown when a route fails to render or its code fails to load, typically a chunk removed by a newer
 * deployment while the tab was open: reloading fetches the current one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const dispatch = useAppDispatch();
  useEffect(() => {
    console.error(error);
    dispatch(loadingFinished());
  }, [error, dispatch]);
  return (
    <main className="page page--centered">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Please try again.</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  );
}
