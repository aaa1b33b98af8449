import { Component, Suspense, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { lazyRetrying } from '../../app/retrying-import';
import { hasUndismissedOrders } from './banner-boot';

/** Route meta the active orders banner reads (spec §2 route table). */
export interface ActiveOrdersHandle {
  /** false hides the banner on the route (the terms page). */
  showActiveOrders?: boolean;
  /** The order page shows its own line (continue to the basket, or back) instead of the list. */
  orderPage?: boolean;
}

// The list, its endpoint and its styles load only for a guest who has ordered in this browser: a
// new guest's location page downloads none of it and asks the server nothing.
const ActiveOrdersBanner = lazyRetrying(
  () => import('./active-orders-chunk'),
  (chunk) => chunk.ActiveOrdersBanner,
);

function handleOf(match: { handle: unknown }): ActiveOrdersHandle {
  return typeof match.handle === 'object' && match.handle !== null
    ? (match.handle as ActiveOrdersHandle)
    : {};
}

/** Whether the banner shows here: this browser has ordered, and the route shows it. */
export function useActiveOrdersShown(): boolean {
  const matches = useMatches();
  const ordered = useAppSelector((state) => hasUndismissedOrders(state.orders));
  const hidden = matches.some((match) => {
    const handle = handleOf(match);
    return handle.showActiveOrders === false || handle.orderPage === true;
  });
  return ordered && !hidden;
}

/**
 * Spec §2 Active orders banner, in the guest layout above every guest page where it shows
 * (useActiveOrdersShown, which the layout asks through useBannerWait). `onSettled` is called once
 * the banner has its first answer (or failed to get one), so the page can wait for it.
 */
export function ActiveOrdersSlot({ onSettled }: { onSettled?: () => void }) {
  return (
    <BannerBoundary onFailed={onSettled}>
      <Suspense fallback={null}>
        <ActiveOrdersBanner onSettled={onSettled} />
      </Suspense>
    </BannerBoundary>
  );
}

/**
 * The banner is beside the page, not the page: when it fails (its code never arrived, even asked
 * for again) it shows nothing and the page goes on, instead of the route's error page taking the
 * guest's whole location page with it.
 */
class BannerBoundary extends Component<
  { onFailed?: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // React itself logs the error (its default onCaughtError).
  override componentDidCatch() {
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
