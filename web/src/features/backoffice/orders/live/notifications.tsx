import { useState } from 'react';
import type { ReceivedBoardOrder } from '../api';
import { formatAmount } from '../board';

type Permission = NotificationPermission | 'unsupported';

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** A browser notification per new order, when the user allowed them; nothing otherwise. */
export function notifyNewOrders(orders: readonly ReceivedBoardOrder[]): void {
  if (currentPermission() !== 'granted') return;
  for (const order of orders) {
    try {
      new Notification(`New order #${order.orderNumber}`, {
        body: `Room ${order.room} · ${order.locationName} · ${formatAmount(order.total, order.currency)}`,
        tag: order.id,
      });
    } catch (error) {
      // Some browsers (Chrome on Android) allow notifications only from a service worker.
      console.warn('Could not show a notification', error);
    }
  }
}

/**
 * 'Notify me': browsers ask for the notification permission only on a user's click, so the board
 * never asks by itself. Once granted or refused it says so instead.
 */
export function NotifyButton() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <p className="board-notify">Notifications are on</p>;
  if (permission === 'denied')
    return <p className="board-notify">Notifications are blocked in this browser</p>;
  return (
    <button
      type="button"
      className="button"
      onClick={() =>
        void Notification.requestPermission().then(setPermission, () =>
          setPermission(currentPermission()),
        )
      }
    >
      Notify me
    </button>
  );
}
