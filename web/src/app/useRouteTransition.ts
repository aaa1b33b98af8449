import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from './hooks';
import { transitionNameSet, type TransitionName } from './uiSlice';

// Route transitions (spec §3 transitionName): a forward step (location -> child, location ->
// basket -> delivery) slides in from the right, a back action from the left, anything else fades.
// The name is recorded just before navigating; RootLayout plays it on the routed content once the
// new route shows, then sets it back to 'fade' so a navigation nobody named (a link, the browser's
// own Back) simply fades.

const TRANSITION_NAMES: readonly TransitionName[] = [
  'fade',
  'fadeslideforwards',
  'fadeslidebackwards',
];

export const transitionClass = (name: TransitionName) => `route-transition--${name}`;

/** navigate() that records the transition to play first. */
export function useTransitionNavigate() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (to: To, transition: TransitionName = 'fade', options?: NavigateOptions) => {
      dispatch(transitionNameSet(transition));
      void navigate(to, options);
    },
    [dispatch, navigate],
  );
}

/**
 * For RootLayout: on every navigation (not the first page shown), (re)starts the recorded
 * transition's CSS animation on the element the returned ref is attached to.
 */
export function useRouteTransition(): RefObject<HTMLDivElement | null> {
  const element = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  const name = useAppSelector((state) => state.ui.transitionName);
  const dispatch = useAppDispatch();
  const shownKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    // Same key: a re-render (e.g. the name being set for the next navigation), not a navigation.
    if (shownKey.current === key) return;
    const isFirstPage = shownKey.current === null;
    shownKey.current = key;
    const target = element.current;
    if (!isFirstPage && target) {
      // The class is managed here rather than through className: removing it, forcing a style
      // flush and adding it again restarts the animation even when the name has not changed.
      target.classList.remove(...TRANSITION_NAMES.map(transitionClass));
      target.getBoundingClientRect();
      target.classList.add(transitionClass(name));
    }
    if (name !== 'fade') dispatch(transitionNameSet('fade'));
  }, [key, name, dispatch]);

  return element;
}
