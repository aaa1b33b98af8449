import { useSearchParams } from 'react-router-dom';
import { LocationPickedPage } from '../LocationPickedPage';
import { Tabs } from '../menus/item/Tabs';
import { useMediaQuery } from '../useMediaQuery';
import { OrderPanel } from './detail/OrderPanel';
import { OrdersHistory } from './history/OrdersHistory';
import { OrdersBoard } from './live/OrdersBoard';
import '../menus/item/menu-item.css';
import './orders-board.css';

/** Where the order opens beside the list rather than over it (the lg breakpoint, spec §9). */
export const SIDE_PANEL_QUERY = '(min-width: 992px)';

type View = 'live' | 'history';

/**
 * `/be/orders/{locationId?}` (issue 17): pick a location, then its live board or its history. The
 * location, the tab (`?view=history`) and the open order (`?order=<id>`) are in the address, so a
 * reload or a bookmark comes back to the same screen.
 */
export function OrdersPage() {
  return (
    <LocationPickedPage title="Orders" className="orders-page" path="/be/orders">
      {(locationId, location) => (
        <OrdersWorkspace key={locationId} locationId={locationId} timeZone={location?.timeZone} />
      )}
    </LocationPickedPage>
  );
}

/** The tabs of one location and the order opened from either. */
function OrdersWorkspace({
  locationId,
  timeZone,
}: {
  locationId: string;
  timeZone: string | undefined;
}) {
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'history' ? 'history' : 'live';
  const orderId = search.get('order');
  const side = useMediaQuery(SIDE_PANEL_QUERY, true);
  const change = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const open = (id: string) => change({ order: id });

  return (
    <div className={`orders-workspace${orderId && side ? ' orders-workspace--panel' : ''}`}>
      <div className="orders-workspace__main">
        <Tabs<View>
          label="Orders"
          selected={view}
          onSelect={(id) => change({ view: id === 'history' ? 'history' : null })}
          tabs={[
            {
              id: 'live',
              label: 'Live',
              content:
                view === 'live' ? (
                  <OrdersBoard locationId={locationId} selectedId={orderId} onOpen={open} />
                ) : null,
            },
            {
              id: 'history',
              label: 'History',
              content:
                view === 'history' ? (
                  <OrdersHistory
                    // 'Today' is the location's: counted again once its time zone has loaded.
                    key={timeZone ?? ''}
                    locationId={locationId}
                    timeZone={timeZone}
                    selectedId={orderId}
                    onOpen={open}
                  />
                ) : null,
            },
          ]}
        />
      </div>
      {orderId && (
        <OrderPanel
          key={orderId}
          orderId={orderId}
          modal={!side}
          timeZone={timeZone}
          onClose={() => {
            change({ order: null });
            // Back to the row the order was opened from, so a keyboard user keeps their place.
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>(`[data-order-id="${orderId}"]`)?.focus(),
            );
          }}
        />
      )}
    </div>
  );
}
