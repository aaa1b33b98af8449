import {
  compareBySortOrder,
  type BasketCurrency,
  type MenuItemView,
  type MenuView,
} from '@inroom/shared';
import { useId, useMemo, useState } from 'react';
import { useMessages } from '../../../i18n';
import { closedText } from '../location/availability';
import { CategorySection } from './CategorySection';
import { ItemModal } from './ItemModal';
import { menuLanguagesOf } from './menuText';
import './menu.css';

export interface MenuSectionProps {
  menu: MenuView;
  /** The location's country's default currency; any object with its id and symbol. */
  currency: BasketCurrency;
}

/**
 * One menu of a guest location page (spec §2): its name when isNameVisible, its categories in
 * order, and the item modal. An unavailable menu says when it opens next and its items are greyed,
 * with no plus buttons.
 */
export function MenuSection({ menu, currency }: MenuSectionProps) {
  const headingId = useId();
  const [openItem, setOpenItem] = useState<MenuItemView>();
  // The same objects while the menu is, so opening and closing the item modal redraws no category:
  // redrawing them cost a 500-item menu's modal 30-50 ms a tap on a phone's CPU (`item-modal` in
  // docs/performance.md).
  const languages = useMemo(() => menuLanguagesOf(menu), [menu]);
  // Only id and symbol go into basket lines (the basket's currency schema is strict).
  const basketCurrency = useMemo<BasketCurrency>(
    () => ({ id: currency.id, symbol: currency.symbol }),
    [currency.id, currency.symbol],
  );
  const messages = useMessages();
  const orderable = menu.isAvailable;
  const availability = closedText(menu, messages);

  return (
    <section
      className={orderable ? 'menu' : 'menu menu--unavailable'}
      aria-labelledby={menu.isNameVisible ? headingId : undefined}
    >
      {menu.isNameVisible && (
        <h2 id={headingId} className="menu__name">
          {menu.name}
        </h2>
      )}
      {availability && <p className="menu__availability">{availability}</p>}
      {menu.menuCategories.toSorted(compareBySortOrder).map((category) => (
        <CategorySection
          key={category.id}
          category={category}
          languages={languages}
          currency={basketCurrency}
          orderable={orderable}
          onOpenItem={setOpenItem}
        />
      ))}
      {orderable && (
        <ItemModal
          item={openItem}
          languages={languages}
          currency={basketCurrency}
          onClose={() => setOpenItem(undefined)}
        />
      )}
    </section>
  );
}
