import { TransitionLink } from '../../app/TransitionLink';
import { basketLineKey, formatMoney } from '@inroom/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageReady } from '../../hooks/usePageReady';
import { useCheckoutMessages } from '../../i18n/checkout';
import { itemIncreased, itemRemoved } from '../basket/basketSlice';
import { BasketLine } from './basket-page/BasketLine';
import './basket-page/basket-page.css';

/** Spec §2 Basket page: the guest's lines, editable, with the total; Back or on to delivery. */
export function BasketPage() {
  usePageReady();
  const dispatch = useAppDispatch();
  const { t } = useCheckoutMessages();
  const basket = useAppSelector((state) => state.basket);
  const isEmpty = basket.items.length === 0;
  const backTo = basket.locationId ? `/location/${basket.locationId}` : '/';

  return (
    <main className="page basket-page">
      <h1>{t('yourBasket')}</h1>
      {basket.locationName && <p className="basket-page__location">{basket.locationName}</p>}
      {isEmpty ? (
        <p className="notice basket-page__empty">{t('basketEmpty')}</p>
      ) : (
        <>
          <ul className="basket-lines" aria-label={t('itemsInBasket')}>
            {basket.items.map((item, index) => (
              <BasketLine
                key={basketLineKey(item)}
                item={item}
                onRemoveOne={() => dispatch(itemRemoved(index))}
                onAddOne={() => dispatch(itemIncreased(index))}
              />
            ))}
          </ul>
          {/* Announced after each minus or plus, so a screen reader hears the new total. */}
          <p className="basket-page__total" aria-live="polite">
            <span>{t('total')}</span> <span>{formatMoney(basket.priceSum, basket.currency)}</span>
          </p>
        </>
      )}
      <div className="guest-actions">
        <TransitionLink className="button" to={backTo} transition="fadeslidebackwards">
          {t('back')}
        </TransitionLink>
        {!isEmpty && (
          <TransitionLink
            className="button button--primary"
            to="/delivery"
            transition="fadeslideforwards"
          >
            {t('continue')}
          </TransitionLink>
        )}
      </div>
    </main>
  );
}
