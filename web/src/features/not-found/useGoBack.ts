import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';

/**
 * How many entries of this visit lie behind the current one. React Router keys the first location
 * 'default' and numbers browser history entries in `history.state.idx`; a memory router has no idx.
 */
function entriesBehind(locationKey: string): number {
  if (locationKey === 'default') return 0;
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined;
  return typeof idx === 'number' ? idx : Number.POSITIVE_INFINITY;
}

/**
 * Spec §2 NotFound: back one page, or two when the page before had an id (that page is usually what
 * sent the visitor here, and would do it again). Without history to go back to, go home.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const previousRoute = useAppSelector((state) => state.ui.previousRoute);

  return () => {
    const wanted = previousRoute && 'id' in previousRoute.params ? 2 : 1;
    const steps = Math.min(wanted, entriesBehind(location.key));
    void (steps === 0 ? navigate('/') : navigate(-steps));
  };
}
