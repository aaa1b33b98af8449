import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { lazyRetrying } from '../../app/retrying-import';
import {
  loadActiveOrdersChunk,
  loadedActiveOrdersBanner,
  type BannerComponent,
} from './active-orders-code';
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
const lazyBanner = () => lazyRetrying(loadActiveOrdersChunk, (chunk) => chunk.ActiveOrdersBanner);

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

interface BannerCode {
  Banner: BannerComponent;
  /** Which try this is: a new try is a new boundary. */
  attempt: number;
}

// React.lazy keeps a failed load for good, so trying the banner's code again takes a new lazy
// component. Kept here rather than in a slot, so a slot mounted after a failure (the guest back
// from the order page) tries again instead of meeting the old failure.
let bannerCode: BannerCode = { Banner: lazyBanner(), attempt: 0 };
let failedAttempt = -1;

function bannerCodeToTry(): BannerCode {
  if (failedAttempt === bannerCode.attempt)
    bannerCode = { Banner: lazyBanner(), attempt: bannerCode.attempt + 1 };
  return bannerCode;
}

/**
 * A banner whose code did not come is tried again when the guest opens another page and when the
 * browser is back online: hotel Wi-Fi that lost it for a while should not hide the guest's orders
 * until a reload.
 */
function useBannerCode(): { code: BannerCode; failed: () => void } {
  const { pathname } = useLocation();
  const [code, setCode] = useState(bannerCodeToTry);
  const [failedOn, setFailedOn] = useState<string | null>(null);
  // Another page since the failure: adjusted while rendering, as for any input that changed.
  if (failedOn !== null && failedOn !== pathname) {
    setFailedOn(null);
    setCode(bannerCodeToTry());
  }
  useEffect(() => {
    if (failedOn === null) return;
    const tryAgain = () => {
      setFailedOn(null);
      setCode(bannerCodeToTry());
    };
    window.addEventListener('online', tryAgain);
    return () => window.removeEventListener('online', tryAgain);
  }, [failedOn]);
  const failed = () => {
    failedAttempt = code.attempt;
    setFailedOn(pathname);
  };
  return { code, failed };
}

/**
 * Spec §2 Active orders banner, in the guest layout above every guest page where it shows
 * (useActiveOrdersShown, which the layout asks through useBannerWait). `onSettled` is called once
 * the banner has its first answer (or failed to get one), so the page can wait for it.
 */
export function ActiveOrdersSlot({ onSettled }: { onSettled?: () => void }) {
  const { code, failed } = useBannerCode();
  // Code already here renders in the page's first render, with the page, instead of a render later
  // (React.lazy suspends once even then). Decided once a mount: a component that changed type would
  // be mounted anew, its folded list closed.
  const [loaded] = useState(loadedActiveOrdersBanner);
  const Banner = loaded ?? code.Banner;
  return (
    <BannerBoundary
      key={code.attempt}
      onFailed={() => {
        failed();
        onSettled?.();
      }}
    >
      <Suspense fallback={null}>
        <Banner onSettled={onSettled} />
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
