import type { Location } from '@inroom/shared';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { basketLocationOpened } from '../../basket/basketSlice';

export interface ParentOfPage {
  id: string;
  name: string;
  url: string;
}

/**
 * The hotel this location's page was opened from (spec §4 parent location memory), or null when the
 * page was not opened as one of its restaurants. The remembered parent's own page is not a child.
 */
export function useParentOfPage(locationId: string | undefined): ParentOfPage | null {
  const { parentLocation, parentLocationUrl } = useAppSelector((state) => state.parentLocation);
  if (!parentLocation || !locationId || parentLocation.id === locationId) return null;
  return {
    id: parentLocation.id,
    name: parentLocation.name,
    url: parentLocationUrl ?? `/location/${parentLocation.id}`,
  };
}

/**
 * Spec §4: when a location with menus loads, the basket is re-initialised for it, unless it already
 * belongs to it (the shared rule keeps it then). Runs once per answer from the server, so forgetting
 * the parent or clearing the basket on the way back does not open the basket again here.
 */
export function useBasketForLocation(location: Location | undefined): void {
  const dispatch = useAppDispatch();
  const parent = useParentOfPage(location?.id);

  const opened = useEffectEvent((loaded: Location) => {
    const currency = loaded.country.defaultCurrency;
    dispatch(
      basketLocationOpened({
        locationId: loaded.id,
        locationName: loaded.name,
        parentLocationId: parent?.id ?? null,
        parentLocationName: parent?.name ?? '',
        currency: { id: currency.id, symbol: currency.symbol },
        languageId: loaded.menus[0]?.currentLanguage.id ?? 'en',
      }),
    );
  });

  useEffect(() => {
    if (location && location.menus.length > 0) opened(location);
  }, [location]);
}

/**
 * Restarts the shake animation of the element the returned ref is attached to each time `count`
 * rises (an item was added); a fall or the first render does nothing.
 */
export function useShakeOnRise<T extends HTMLElement>(count: number): RefObject<T | null> {
  const element = useRef<T>(null);
  const previous = useRef(count);

  useEffect(() => {
    const rose = count > previous.current;
    previous.current = count;
    const target = element.current;
    if (!rose || !target) return;
    target.classList.remove(SHAKE_CLASS);
    target.getBoundingClientRect(); // flushes styles, so re-adding the class restarts the animation
    target.classList.add(SHAKE_CLASS);
  }, [count]);

  return element;
}

export const SHAKE_CLASS = 'basket-bar__icon--shake';
