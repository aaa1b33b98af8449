import type { OrderDetail } from '@inroom/shared';
import type { Dependencies } from '../../dependencies';
import { locationContactStore } from '../../store';
import { loadOrder } from '../transition';
import { orderView } from '../views';
import { orderTimeline } from './timeline';

/**
 * order/be/get/{orderId}: the order as staff see it (items and options carry their default-language
 * names beside the guest's) and its timeline; the location's contacts name who each text went to.
 */
export async function orderDetail(deps: Dependencies, orderId: string): Promise<OrderDetail> {
  const order = await loadOrder(deps, orderId);
  const contacts = await locationContactStore.listForLocation(deps.store, order.locationId);
  const names = new Map(contacts.map((contact) => [contact.id, contact.name]));
  return { order: orderView(order, deps.now()), timeline: orderTimeline(order, names) };
}
