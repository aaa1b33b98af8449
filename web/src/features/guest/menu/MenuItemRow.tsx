import {
  compareBySortOrder,
  formatMoney,
  pickTranslation,
  translatedName,
  type BasketCurrency,
  type MenuItemView,
} from '@inroom/shared';
import { useId } from 'react';
import { responsiveImage, type ImageLayout } from '../../../components/responsiveImage';
import { useMessages } from '../../../i18n';
import type { MenuLanguages } from './menuText';
import './menu.css';

/** Item images are shown as small squares; the explicit size keeps the list from jumping. */
export const ITEM_IMAGE_SIZE = 88;

/** The square's box (menu.css .menu-item__image): 88 px, 104 px from 576 px up, covered. */
export const ITEM_IMAGE_LAYOUT: ImageLayout = {
  sizes: [{ media: '(min-width: 576px)', width: '104px' }, { width: `${ITEM_IMAGE_SIZE}px` }],
  coverAspect: 1,
};

export interface MenuItemRowProps {
  item: MenuItemView;
  languages: MenuLanguages;
  currency: BasketCurrency;
  /** False for an unavailable menu: the row is greyed and has no plus button (spec §2). */
  orderable: boolean;
  onOpen: (item: MenuItemView) => void;
}

/**
 * One menu item (spec §2): name, ingredient names joined by dashes, description, price followed by
 * the currency symbol, the image if any, and the plus button that opens the item modal.
 */
export function MenuItemRow({ item, languages, currency, orderable, onOpen }: MenuItemRowProps) {
  const nameId = useId();
  const { t } = useMessages();
  const { languageId, defaultLanguageId } = languages;
  const text = pickTranslation(item.translations, languageId, defaultLanguageId);
  const name = text?.name ?? '';
  const ingredients = item.ingredients
    .toSorted(compareBySortOrder)
    .map((link) =>
      translatedName(link.locationIngredient.translations, languageId, defaultLanguageId),
    )
    .filter(Boolean)
    .join(' - ');

  return (
    <li className={orderable ? 'menu-item' : 'menu-item menu-item--unavailable'}>
      <div
        className="menu-item__card"
        role="group"
        aria-labelledby={nameId}
        aria-disabled={orderable ? undefined : true}
      >
        {item.image && (
          <img
            className="menu-item__image"
            {...responsiveImage(item.image, ITEM_IMAGE_LAYOUT)}
            alt=""
            width={ITEM_IMAGE_SIZE}
            height={ITEM_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
        )}
        <div className="menu-item__text">
          <h3 id={nameId} className="menu-item__name">
            {name}
          </h3>
          {ingredients && <p className="menu-item__ingredients">{ingredients}</p>}
          {text?.description && <p className="menu-item__description">{text.description}</p>}
          <p className="menu-item__price">{formatMoney(item.price, currency)}</p>
        </div>
        {orderable && (
          <button
            type="button"
            className="menu-item__add"
            aria-label={t('addItem', { name })}
            aria-haspopup="dialog"
            onClick={() => onOpen(item)}
          >
            {/* A glyph rather than an SVG icon: two elements fewer a row, in a page whose every
                element is styled again when a modal opens (1,000 fewer in a 500-item menu). */}
            +
          </button>
        )}
      </div>
    </li>
  );
}
