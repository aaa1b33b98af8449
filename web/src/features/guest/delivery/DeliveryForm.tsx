import { TransitionLink } from '../../../app/TransitionLink';
import { checkoutErrors, roomError as roomErrorOf, TEXT_LIMITS, type Basket } from '@inroom/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useCheckoutMessages } from '../../../i18n/checkout';
import { commentChanged, roomChanged } from '../../basket/basketSlice';
import { useCreateOrderMutation } from '../../orders/api';
import { createOrderOutcome, newIdempotencyKey, PAYMENT_UNAVAILABLE_MESSAGE } from './createOrder';
import { TermsAcceptance } from './TermsAcceptance';

interface DeliveryFormProps {
  basket: Basket;
  /** The order exists: the page clears the basket and sends the browser to the payment page. */
  onPaymentReady: (order: { orderId: string; paymentUrl: string }) => void;
}

/**
 * Spec §2 Delivery page and §5 Delivery form: Room (required, numeric) and Comment, both kept in
 * the basket as typed; the terms switch; 'Go to payment' once the terms are accepted. The shared
 * checkout rules run before anything is sent (without zod, to keep the guest's download small);
 * the server checks the whole order again.
 */
export function DeliveryForm({ basket, onPaymentReady }: DeliveryFormProps) {
  const dispatch = useAppDispatch();
  const [createOrder] = useCreateOrderMutation();
  const roomInput = useRef<HTMLInputElement>(null);
  const { t, known } = useCheckoutMessages();
  const sectionId = useId();
  const roomId = useId();
  const roomErrorId = useId();
  const commentId = useId();
  const commentHintId = useId();

  const [termsAccepted, setTermsAccepted] = useState(false);
  const [roomTouched, setRoomTouched] = useState(false);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitErrors, setSubmitErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  // One key per visit of the page, reused when the guest retries, so the server never makes a
  // second order for the same checkout.
  const [idempotencyKey] = useState(newIdempotencyKey);

  const roomError = roomErrorOf(basket.room);
  // Validation state shows only once the guest has left the field or tried to pay.
  const showRoomError = (roomTouched || submitAttempted) && roomError !== undefined;
  const termsError = termsAccepted
    ? undefined
    : submitErrors.termsAccepted && known(submitErrors.termsAccepted);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSubmitAttempted(true);
    const fields = checkoutErrors({ ...basket, termsAccepted });
    const { locationId } = basket;
    if (!locationId) fields.items ??= 'Your basket is empty';
    if (Object.keys(fields).length > 0 || !locationId) {
      setSubmitErrors(fields);
      if (fields.room) {
        roomInput.current?.focus();
      } else if (!fields.termsAccepted) {
        // Nothing the guest can fix here (a stale basket): say what the server would have said.
        setError(Object.values(fields)[0] ?? null);
      }
      return;
    }
    setSubmitErrors({});
    setError(null);
    setSending(true);
    const outcome = createOrderOutcome(
      await createOrder({
        ...basket,
        locationId,
        room: basket.room.trim(),
        termsAccepted: true,
        idempotencyKey,
      }),
    );
    if (outcome.kind === 'payment') {
      onPaymentReady(outcome);
      return;
    }
    setSending(false);
    setError(outcome.kind === 'unavailable' ? PAYMENT_UNAVAILABLE_MESSAGE : outcome.message);
  }

  return (
    <form className="delivery-form" noValidate onSubmit={submit}>
      <section className="delivery__section" aria-labelledby={sectionId}>
        <h2 id={sectionId}>{t('deliveryAndComment')}</h2>
        <div className="delivery-field">
          <label htmlFor={roomId}>{t('room')}</label>
          <input
            ref={roomInput}
            id={roomId}
            name="room"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={TEXT_LIMITS.room}
            value={basket.room}
            aria-invalid={showRoomError || undefined}
            aria-describedby={showRoomError ? roomErrorId : undefined}
            onChange={(event) => dispatch(roomChanged(event.target.value))}
            onBlur={() => setRoomTouched(true)}
          />
          {showRoomError && (
            <p id={roomErrorId} className="delivery-field__error">
              {known(roomError)}
            </p>
          )}
        </div>
        <div className="delivery-field">
          <label htmlFor={commentId}>{t('comment')}</label>
          <textarea
            id={commentId}
            name="comment"
            rows={3}
            maxLength={TEXT_LIMITS.comment}
            value={basket.comment}
            aria-describedby={commentHintId}
            onChange={(event) => dispatch(commentChanged(event.target.value))}
          />
          <p id={commentHintId} className="delivery-field__hint">
            {t('commentHint', { length: basket.comment.length, limit: TEXT_LIMITS.comment })}
          </p>
        </div>
      </section>

      <TermsAcceptance accepted={termsAccepted} onChange={setTermsAccepted} error={termsError} />

      {error && (
        <p className="delivery__error" role="alert">
          {known(error)}
        </p>
      )}
      {sending && (
        <p className="notice" role="status">
          {t('sendingOrder')}
        </p>
      )}

      <div className="guest-actions">
        <TransitionLink className="button" to="/basket" transition="fadeslidebackwards">
          {t('back')}
        </TransitionLink>
        {termsAccepted && (
          <button type="submit" className="button button--primary" disabled={sending}>
            {t('goToPayment')}
          </button>
        )}
      </div>
    </form>
  );
}
