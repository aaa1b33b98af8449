import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useAppDispatch } from './hooks';
import { previousRouteRecorded, type RecordedRoute } from './uiSlice';

function definedParams(
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Records the route being left on every navigation (spec §2), so NotFound's Go back knows whether
 * the page before was an id route. Renders nothing.
 */
export function RouteRecorder() {
  const location = useLocation();
  const matches = useMatches();
  const params = matches.at(-1)?.params;
  const dispatch = useAppDispatch();
  const shown = useRef<{ key: string; route: RecordedRoute } | null>(null);

  useEffect(() => {
    const leaving = shown.current;
    shown.current = {
      key: location.key,
      route: { pathname: location.pathname, params: definedParams(params ?? {}) },
    };
    // Same key: a re-render (or StrictMode's second run), not a navigation.
    if (leaving && leaving.key !== location.key) dispatch(previousRouteRecorded(leaving.route));
  }, [location.key, location.pathname, params, dispatch]);

  return null;
}
