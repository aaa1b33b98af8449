import { basketLostByOpening, type ChildLocationView } from '@inroom/shared';
import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { transitionNameSet } from '../../../app/uiSlice';
import { useTransitionNavigate } from '../../../app/useRouteTransition';
import { responsiveImage, type ImageLayout } from '../../../components/responsiveImage';
import { useMessages } from '../../../i18n';
import { basketCleared } from '../../basket/basketSlice';
import { parentLocationRemembered } from '../../basket/parentLocationSlice';
import { closedText } from './availability';
import { OpenChildConfirm } from './OpenChildConfirm';

/** The picture's box (location.css .child-location__image): 6 x 4.5 rem, 8 x 6 from 576 px up. */
export const CHILD_IMAGE_LAYOUT: ImageLayout = {
  sizes: [{ media: '(min-width: 576px)', width: '128px' }, { width: '96px' }],
  coverAspect: 4 / 3,
};

interface ChildLocationsProps {
  /** The location listing them: the hotel. */
  parent: { id: string; name: string };
  childLocations: readonly ChildLocationView[];
}

/**
 * Spec §2 'ORDER IN': the local establishments a hotel recommends. Opening one remembers the hotel
 * and its page (spec §4), so the restaurant's page can offer the way back. Opening one would start
 * the basket afresh for it, so a guest with items in the basket is asked first (issue 15).
 */
export function ChildLocations({ parent, childLocations }: ChildLocationsProps) {
  const dispatch = useAppDispatch();
  const navigate = useTransitionNavigate();
  const titleId = useId();
  const basket = useAppSelector((state) => state.basket);
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);

  const messages = useMessages();
  const { t } = messages;

  const rememberParent = () =>
    dispatch(
      parentLocationRemembered({
        id: parent.id,
        name: parent.name,
        url: `/location/${parent.id}`,
      }),
    );

  const open = (event: MouseEvent, child: { id: string; name: string }) => {
    // Even a new tab shares the stored basket and would empty it, so every click asks first.
    if (basketLostByOpening(basket, child.id)) {
      event.preventDefault();
      setAsking(child);
      return;
    }
    rememberParent();
    // A click that opens a new tab leaves this page where it is: no transition to play here.
    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
    if (!newTab) dispatch(transitionNameSet('fadeslideforwards'));
  };

  const emptyBasketAndOpen = () => {
    if (!asking) return;
    setAsking(null);
    dispatch(basketCleared());
    rememberParent();
    navigate(`/location/${asking.id}`, 'fadeslideforwards');
  };

  return (
    <section className="child-locations" aria-labelledby={titleId}>
      <h2 id={titleId} className="child-locations__title">
        ORDER IN
      </h2>
      <p className="child-locations__intro">{t('orderInIntro', { location: parent.name })}</p>
      <ul className="child-locations__list">
        {childLocations.map(({ childLocationId, childLocation }) => {
          const closed = closedText(childLocation, messages);
          return (
            <li key={childLocationId}>
              <Link
                to={`/location/${childLocationId}`}
                className={
                  childLocation.isAvailable
                    ? 'child-location'
                    : 'child-location child-location--closed'
                }
                onClick={(event) => open(event, { id: childLocationId, name: childLocation.name })}
              >
                {childLocation.image ? (
                  <img
                    className="child-location__image"
                    {...responsiveImage(childLocation.image, CHILD_IMAGE_LAYOUT)}
                    alt=""
                    width={160}
                    height={120}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="child-location__image child-location__image--empty" />
                )}
                <div className="child-location__text">
                  <h3 className="child-location__name">{childLocation.name}</h3>
                  {childLocation.description && (
                    <p className="child-location__description">{childLocation.description}</p>
                  )}
                  {closed && <p className="child-location__availability">{closed}</p>}
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
      <OpenChildConfirm
        childName={asking?.name ?? null}
        basketLocationName={basket.locationName}
        onCancel={() => setAsking(null)}
        onConfirm={emptyBasketAndOpen}
      />
    </section>
  );
}
