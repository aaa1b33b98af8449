import type { Order } from '@inroom/shared';
import { useAppSelector } from '../../app/hooks';
import { TransitionLink } from '../../app/TransitionLink';
import { useOrderMessages } from '../../i18n/orders';
import { placeOf } from './OrderDetails';

/**
 * Spec §2 Active orders banner on an order page: on to the basket when it holds something, else
 * back to the parent location (the remembered one, or the order's own parent or location).
 */
export function OrderPageBanner({ order }: { order: Order | undefined }) {
  const basket = useAppSelector((state) => state.basket);
  const { t } = useOrderMessages();
  const { parentLocation, parentLocationUrl } = useAppSelector((state) => state.parentLocation);

  let link: { to: string; text: string; forwards: boolean } | null = null;
  if (basket.items.length > 0) {
    link = {
      to: '/basket',
      text: t('continueOrderFrom', { location: basket.locationName }),
      forwards: true,
    };
  } else if (parentLocation) {
    link = {
      to: parentLocationUrl ?? `/location/${encodeURIComponent(parentLocation.id)}`,
      text: t('goBackTo', { location: parentLocation.name }),
      forwards: false,
    };
  } else if (order) {
    const place = placeOf(order);
    link = {
      to: `/location/${encodeURIComponent(place.id)}`,
      text: t('goBackTo', { location: place.name }),
      forwards: false,
    };
  }
  if (!link) return null;

  return (
    <nav className="order-banner" aria-label={t('activeOrders')}>
      <TransitionLink
        className="order-banner__link"
        to={link.to}
        transition={link.forwards ? 'fadeslideforwards' : 'fadeslidebackwards'}
      >
        {!link.forwards && <Arrow d="M15 5l-7 7 7 7" />}
        <span>{link.text}</span>
        {link.forwards && <Arrow d="M9 5l7 7-7 7" />}
      </TransitionLink>
    </nav>
  );
}

function Arrow({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path d={d} />
    </svg>
  );
}
