import { ORDER_STATUS } from '@inroom/shared';
import type { Dependencies } from '../../dependencies';
import { forOrder } from '../../observability/order-log';
import { orderStore, type StoredOrder } from '../../store';
import { expireLoadedOrder } from '../expire';
import { runOrderEffects } from './run';

export interface SweepSummary {
  /** Orders the sweep looked at (their next piece of work was due). */
  due: number;
  /** Orders it moved 2 -> 6 because their response window had ended. */
  expired: number;
  /** Orders still at 2 past their response window after the sweep. */
  stuck: number;
  /** Orders whose sweep threw (a store error); the next sweep tries them again. */
  errors: number;
}

export interface SweepOptions {
  /** Orders read from the index per page (100). */
  pageSize?: number;
  /** Orders looked at in one sweep at most; the rest wait for the next one (1000). */
  maxOrders?: number;
  /** Orders worked on side by side (4). */
  concurrency?: number;
  /** After this long no further order is taken (the rest wait for the next sweep); no limit unless given. */
  maxDurationMs?: number;
}

const pastWindow = (order: StoredOrder, now: Date) =>
  order.status === ORDER_STATUS.awaitingResponse &&
  order.respondBy !== '' &&
  Date.parse(order.respondBy) <= now.getTime();

/**
 * The backstop behind every place that finishes an order's work (the webhook, the guest's return,
 * staff actions, the expiry schedule): every order whose next piece of work is due by now, found
 * through the sparse GSI3 queue (no Scan), gets its due work done, and an order still awaiting an
 * answer after its window is expired (releasing the card). Run every minute by EventBridge Scheduler
 * on AWS, and on a timer (and once at start) by the embedded stack.
 */
export async function sweepOrders(
  deps: Dependencies,
  options: SweepOptions = {},
): Promise<SweepSummary> {
  const { pageSize = 100, maxOrders = 1000, concurrency = 4, maxDurationMs } = options;
  const summary: SweepSummary = { due: 0, expired: 0, stuck: 0, errors: 0 };
  const seen = new Set<string>();
  const started = Date.now();
  const inTime = () => maxDurationMs === undefined || Date.now() - started < maxDurationMs;
  while (seen.size < maxOrders && inTime()) {
    // An order done with this sweep but still listed (stuck, or the index trails the write) stays
    // at the head of the queue: each page reads past the ones seen (keys only, so cheap) and takes
    // none twice; a page with nothing new ends the sweep.
    const ids = (await orderStore.listDueIds(deps.store, deps.now(), seen.size + pageSize)).filter(
      (id) => !seen.has(id),
    );
    if (ids.length === 0) break;
    const batch = ids.slice(0, maxOrders - seen.size);
    for (const id of batch) seen.add(id);
    for (let start = 0; start < batch.length && inTime(); start += concurrency) {
      await Promise.all(
        batch.slice(start, start + concurrency).map((id) => sweepOne(deps, id, summary)),
      );
    }
  }
  deps.metrics.count('OrdersStuck', summary.stuck);
  if (summary.expired > 0) deps.metrics.count('OrderExpiredBySweeper', summary.expired);
  return summary;
}

async function sweepOne(sweepDeps: Dependencies, orderId: string, summary: SweepSummary) {
  // The orders of one sweep are worked on side by side: each logs through a child of its own.
  const deps = forOrder(sweepDeps, orderId);
  let order: StoredOrder | undefined;
  try {
    order = await orderStore.get(deps.store, orderId);
    if (!order) return;
    summary.due += 1;
    if (pastWindow(order, deps.now())) {
      const expiry = await expireLoadedOrder(deps, order);
      if (expiry.outcome === 'expired') summary.expired += 1;
      order = expiry.order;
    }
    order = await runOrderEffects(deps, order);
    if (pastWindow(order, deps.now())) summary.stuck += 1;
  } catch (error) {
    summary.errors += 1;
    if (order && pastWindow(order, deps.now())) summary.stuck += 1;
    deps.logger.error('sweeping an order failed; the next sweep tries again', {
      error: error as Error,
    });
  }
}
