import { apiErrorMessage, ORDER_STATUS } from '@inroom/shared';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useOrderMessages } from '../../i18n/orders';
import { wallClockIn } from '../../i18n/wall-clock';
import {
  useConfirmPaymentMutation,
  useGetOrdersQuery,
  useGetStaffContactQuery,
  type OrdersArgs,
  type ReceivedOrder,
} from './api';
import { GuestStatus } from './GuestStatus';
import { OrderDetails, OrderPlace, OrderRoom } from './OrderDetails';
import { OrderPageBanner } from './OrderPageBanner';
import { OtherOrders } from './OtherOrders';
import { StaffStatus, type StaffLink } from './StaffStatus';
import { useOrderPolling } from './useOrderPolling';
import './orders.css';

/**
 * Spec §2 Order page, `/order/{id}/{phoneNumber?}`: the guest's view, or with a phone number (and
 * the link's `?t=` token) the staff contact's view.
 */
export function OrderPage() {
  const { id = '', phoneNumber = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const staff: StaffLink | null = phoneNumber ? { phoneNumber, token } : null;
  // Another order opened from 'Your other orders' starts afresh (choices, messages, paging).
  return <OrderView key={`${id}/${phoneNumber}`} id={id} staff={staff} />;
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function OrderView({ id, staff }: { id: string; staff: StaffLink | null }) {
  const args: OrdersArgs = staff
    ? { id, phoneNumber: staff.phoneNumber, token: staff.token }
    : { id };
  const { data, isError, error, isFetching } = useGetOrdersQuery(args);
  // As on the location page: an answer that arrives after the page is shown is rendered in the
  // background, in slices a phone can paint and answer taps between, not in one long task.
  const orders = useDeferredValue(data);
  const { t, locale } = useOrderMessages();
  const order = orders?.find((each) => sameId(each.id, id));
  const others = orders?.filter((each) => each !== order) ?? [];

  useEffect(() => {
    // Spec §8: the failure is logged; the page says no order was found.
    if (isError) console.error('Failed to fetch order', error);
  }, [isError, error]);

  const connectionLost = useOrderPolling(order);
  const checkingPayment = useConfirmOnReturn(staff ? undefined : order);
  const contact = useStaffContact(order ? id : undefined, staff);

  // A failed refresh keeps showing the order it already has.
  if (!order && (isError || orders)) {
    return (
      <main className="page order">
        {!staff && <OrderPageBanner order={undefined} />}
        <div className="notice--error order__missing">
          <h1>{t('orderNotFound')}</h1>
          <p>{t('orderNotFoundDetail')}</p>
          {staff && <LinkRefusal error={error} />}
        </div>
      </main>
    );
  }
  if (!order) {
    return (
      <main className="page page--loading order">
        {!staff && <OrderPageBanner order={undefined} />}
        <p className="notice order__loading" role="status">
          <span className="spinner order__spinner" aria-hidden="true" />
          {t('loadingOrder')}
        </p>
      </main>
    );
  }

  return (
    <main className="page order" aria-busy={isFetching}>
      {!staff && <OrderPageBanner order={order} />}
      <header className="order__header">
        <h1>
          {staff
            ? t('orderNumber', { number: order.orderNumber })
            : t('yourOrderFrom', { location: order.locationName })}
        </h1>
        {staff && <OrderRoom order={order} />}
        <OrderPlace order={order} />
        <p className="order__created">{wallClockIn(order.createdAtString, locale)}</p>
      </header>
      {staff ? (
        <StaffStatus order={order} link={staff} contact={contact} />
      ) : (
        <GuestStatus order={order} checkingPayment={checkingPayment} />
      )}
      {/* Always in the page, so a screen reader hears the text when it appears. */}
      <p className="order__connection" role="status">
        {connectionLost && t('connectionLost')}
      </p>
      <OrderDetails order={order} staff={staff !== null} />
      <OtherOrders orders={others} staff={staff} />
    </main>
  );
}

/**
 * Why the server refused a staff link (403), e.g. 'This order link has expired': staff holding an
 * old text learn to open their latest one rather than suspect the order is gone.
 */
function LinkRefusal({ error }: { error: unknown }) {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  const message = status === 403 ? apiErrorMessage(data) : undefined;
  return message ? <p>{message}</p> : null;
}

/**
 * The guest back from checkout finds the order at status 1 when the payment provider's webhook has
 * not arrived yet: the page asks the server to check with the provider once, and shows 'Checking
 * your payment' meanwhile rather than a failure that is not one. True while that is going on.
 */
function useConfirmOnReturn(order: ReceivedOrder | undefined): boolean {
  const [confirmPayment, confirmation] = useConfirmPaymentMutation();
  const confirmedId = useRef<string | null>(null);
  const pending = order?.status === ORDER_STATUS.paymentPending;
  const orderId = order?.id;

  useEffect(() => {
    if (!pending || !orderId || confirmedId.current === orderId) return;
    confirmedId.current = orderId;
    void confirmPayment(orderId);
  }, [pending, orderId, confirmPayment]);

  return pending && (confirmation.isUninitialized || confirmation.isLoading);
}

/** The contact the staff link was texted to; a failure is only logged (spec §8). */
function useStaffContact(orderId: string | undefined, staff: StaffLink | null) {
  const { data, isLoading, isError, error } = useGetStaffContactQuery(
    { id: orderId ?? '', phoneNumber: staff?.phoneNumber ?? '', token: staff?.token ?? '' },
    { skip: !orderId || !staff },
  );
  useEffect(() => {
    if (isError) console.error('Failed to fetch the location contact', error);
  }, [isError, error]);
  return isLoading ? 'loading' : data;
}
