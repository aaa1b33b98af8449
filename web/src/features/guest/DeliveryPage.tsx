import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useNextPageCode } from '../../app/next-page-code';
import { pageChunks } from '../../app/page-chunks';
import { flushPersistedState } from '../../app/persist';
import { usePageReady } from '../../hooks/usePageReady';
import { useMessages } from '../../i18n';
import { basketCleared } from '../basket/basketSlice';
import { orderCreated } from '../orders/ordersSlice';
import { DeliveryForm } from './delivery/DeliveryForm';
import './basket-page/basket-page.css';
import './delivery/delivery.css';

/** Spec §2 Delivery page: where to deliver, a comment, the terms, then payment. */
export function DeliveryPage() {
  usePageReady();
  const dispatch = useAppDispatch();
  const { t, rich } = useMessages();
  const basket = useAppSelector((state) => state.basket);
  const [redirecting, setRedirecting] = useState(false);
  // Back from paying, the order page is a new page load: its code in the browser's cache by then
  // (hashed assets are cached for good) spares the guest a download on the way back.
  useNextPageCode(pageChunks.orders);

  if (redirecting) {
    return (
      <main className="page delivery">
        <p className="notice" role="status">
          {t('takingYouToPayment')}
        </p>
      </main>
    );
  }
  // Nothing to deliver: the basket page says so and leads back to the menu.
  if (basket.items.length === 0) return <Navigate to="/basket" replace />;

  const { locationName, parentLocationId, parentLocationName } = basket;
  const showParent =
    parentLocationName !== '' &&
    parentLocationId !== basket.locationId &&
    parentLocationName !== locationName;

  async function startPayment({ orderId, paymentUrl }: { orderId: string; paymentUrl: string }) {
    // Spec §4, §7: the order is remembered for the active orders banner, the basket is cleared,
    // both are written to storage before the browser leaves for the payment provider.
    setRedirecting(true);
    dispatch(orderCreated(orderId));
    dispatch(basketCleared());
    await flushPersistedState();
    window.location.assign(paymentUrl);
  }

  return (
    <main className="page delivery">
      <h1>{t('yourOrderFrom', { location: locationName })}</h1>
      {showParent && (
        <p className="delivery__parent">
          {rich('deliveryTo', {
            location: <strong key="location">{parentLocationName}</strong>,
          })}
        </p>
      )}
      <DeliveryForm basket={basket} onPaymentReady={(order) => void startPayment(order)} />
    </main>
  );
}
