import {
  compareBySortOrder,
  translatedName,
  type BasketCurrency,
  type MenuCategoryView,
  type MenuItemView,
} from '@inroom/shared';
import { memo } from 'react';
import { MenuItemRow } from './MenuItemRow';
import type { MenuLanguages } from './menuText';
import './menu.css';

export interface CategorySectionProps {
  category: MenuCategoryView;
  languages: MenuLanguages;
  currency: BasketCurrency;
  orderable: boolean;
  onOpenItem: (item: MenuItemView) => void;
  /** A subcategory, drawn indented inside its parent. */
  nested?: boolean;
}

/**
 * A category (or subcategory) as a collapsible section titled by its translated name (spec §2):
 * its items first, then its subcategories, nested and collapsible too. Starts open. Memoised: it
 * is drawn again only when its own props change, not each time the menu's item modal opens.
 */
export const CategorySection = memo(function CategorySection({
  category,
  languages,
  currency,
  orderable,
  onOpenItem,
  nested = false,
}: CategorySectionProps) {
  const items = category.menuItems.toSorted(compareBySortOrder);
  const subCategories = category.subCategories.toSorted(compareBySortOrder);
  return (
    <details className={nested ? 'menu-category menu-category--sub' : 'menu-category'} open>
      <summary className="menu-category__title">
        {translatedName(category.translations, languages.languageId, languages.defaultLanguageId)}
      </summary>
      <div className="menu-category__content">
        {items.length > 0 && (
          <ul className="menu-category__items">
            {items.map((item) => (
              <MenuItemRow
                key={item.id}
                item={item}
                languages={languages}
                currency={currency}
                orderable={orderable}
                onOpen={onOpenItem}
              />
            ))}
          </ul>
        )}
        {subCategories.map((sub) => (
          <CategorySection
            key={sub.id}
            category={sub}
            languages={languages}
            currency={currency}
            orderable={orderable}
            onOpenItem={onOpenItem}
            nested
          />
        ))}
      </div>
    </details>
  );
});
