import { useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';
import { loadingFinished } from '../app/uiSlice';

/**
 * For pages that fetch nothing: the start-up overlay otherwise waits for a first query to settle,
 * which would never come when the visit starts on such a page.
 */
export function usePageReady(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loadingFinished());
  }, [dispatch]);
}
