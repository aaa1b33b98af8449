import { basketItemCount } from '@inroom/shared';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMessages } from '../../../i18n';
import { useNextPageCode } from '../../../app/next-page-code';
import { pageChunks } from '../../../app/page-chunks';
import { useTransitionNavigate } from '../../../app/useRouteTransition';
import { basketCleared } from '../../basket/basketSlice';
import { parentLocationForgotten } from '../../basket/parentLocationSlice';
import { BackConfirm } from './BackConfirm';
import { useShakeOnRise } from './hooks';

interface BasketBarProps {
  /** Where Back goes: the hotel this restaurant was opened from; no Back button when null. */
  backTo: string | null;
}

/**
 * The sticky footer of the location page (spec §2): Back to the hotel, and the basket button with
 * the number of items, whose icon shakes when an item is added. An empty basket's button does
 * nothing.
 */
export function BasketBar({ backTo }: BasketBarProps) {
  const dispatch = useAppDispatch();
  const navigate = useTransitionNavigate();
  const { t } = useMessages();
  const count = useAppSelector((state) => basketItemCount(state.basket));
  const icon = useShakeOnRise<HTMLSpanElement>(count);
  const [confirmingBack, setConfirmingBack] = useState(false);
  // Something in the basket: the basket page is where this guest goes next.
  useNextPageCode(pageChunks.checkout, count > 0);

  const returnToParent = (url: string) => {
    dispatch(parentLocationForgotten());
    navigate(url, 'fadeslidebackwards');
  };

  const openBasket = () => {
    if (count > 0) navigate('/basket', 'fadeslideforwards');
  };

  return (
    <div className="basket-bar">
      <div className="basket-bar__inner">
        {backTo !== null && (
          <button
            type="button"
            className="button basket-bar__back"
            onClick={() => (count > 0 ? setConfirmingBack(true) : returnToParent(backTo))}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('back')}
          </button>
        )}
        <button
          type="button"
          className="button button--primary basket-bar__basket"
          aria-disabled={count === 0}
          onClick={openBasket}
        >
          <span ref={icon} className="basket-bar__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22">
              <path
                d="M3 9h18l-2 11H5L3 9zm5 0l4-6 4 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <span aria-live="polite">
            {count > 0 ? t('basketCount', { count }) : t('basketEmpty')}
          </span>
        </button>
      </div>
      {backTo !== null && (
        <BackConfirm
          open={confirmingBack}
          onCancel={() => setConfirmingBack(false)}
          onConfirm={() => {
            setConfirmingBack(false);
            dispatch(basketCleared());
            returnToParent(backTo);
          }}
        />
      )}
    </div>
  );
}
