import { formatMoney, MAX_LINE_QUANTITY, type BasketItem } from '@inroom/shared';
import { useCheckoutMessages } from '../../../i18n/checkout';
import { LineOptions } from './LineOptions';

interface BasketLineProps {
  item: BasketItem;
  /** The minus button: one fewer, and a line of one goes (spec §4). */
  onRemoveOne: () => void;
  onAddOne: () => void;
}

/** One editable line of the basket page: name, options, minus, quantity, plus, line total. */
export function BasketLine({ item, onRemoveOne, onAddOne }: BasketLineProps) {
  const { t } = useCheckoutMessages();
  return (
    <li className="basket-line">
      <div className="basket-line__details">
        <p className="basket-line__name">{item.name}</p>
        <LineOptions
          options={item.options}
          spoken={{ with: t('spokenWith'), without: t('spokenWithout') }}
        />
      </div>
      <div className="basket-line__stepper">
        <button
          type="button"
          className="button basket-line__step"
          aria-label={t('removeOne', { name: item.name })}
          onClick={onRemoveOne}
        >
          <span aria-hidden="true">−</span>
        </button>
        <span className="basket-line__quantity">
          <span className="visually-hidden">{t('quantityPrefix')}</span>
          {item.quantity}
        </span>
        <button
          type="button"
          className="button basket-line__step"
          aria-label={t('addOne', { name: item.name })}
          disabled={item.quantity >= MAX_LINE_QUANTITY}
          onClick={onAddOne}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p className="basket-line__total">{formatMoney(item.priceSum, item.currency)}</p>
    </li>
  );
}
