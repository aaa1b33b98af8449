import {
  defaultLanguageId,
  formatMoney,
  OPTIONS_GROUP_TYPE,
  type BasketCurrency,
  type MenuView,
  type MinorUnits,
  type OptionsGroupView,
} from '@inroom/shared';
import type { Messages, MessageKey } from '../../../i18n';

// Small view helpers for the guest menu. The rules themselves (translations, money, options) are
// the shared ones; these only choose which shared call a label needs.

/** The reader's language and the menu's default, which every translated name needs. */
export type MenuLanguages = { languageId: string; defaultLanguageId: string };

/** The menu's texts are in currentLanguage; its default is the language link flagged isDefault. */
export function menuLanguagesOf(
  menu: Pick<MenuView, 'currentLanguage' | 'languages'>,
): MenuLanguages {
  return {
    languageId: menu.currentLanguage.id,
    defaultLanguageId: defaultLanguageId(menu.languages) ?? menu.currentLanguage.id,
  };
}

/** '+10.00 kr' for a surcharge, '-5.00 kr' for a discount, '' when the option costs nothing. */
export function priceDifferenceText(difference: MinorUnits, currency: BasketCurrency): string {
  if (difference === 0) return '';
  const amount = formatMoney(difference, currency);
  return difference > 0 ? `+${amount}` : amount;
}

/** The rule of a group beside its name: 'Required, choose 2', 'Optional, up to 1', 'Optional remove'. */
export function groupRuleHint(
  group: Pick<OptionsGroupView, 'type' | 'quantity'>,
  t: Messages['t'],
): string {
  // The type's name comes from the screen texts, not the menu's typeString, which is English.
  const type = t(GROUP_TYPE_KEYS[group.type]);
  if (group.quantity === 0) return type;
  return t(group.type === OPTIONS_GROUP_TYPE.required ? 'ruleChoose' : 'ruleUpTo', {
    type,
    count: group.quantity,
  });
}

const GROUP_TYPE_KEYS: Record<OptionsGroupView['type'], MessageKey> = {
  [OPTIONS_GROUP_TYPE.required]: 'groupRequired',
  [OPTIONS_GROUP_TYPE.optional]: 'groupOptional',
  [OPTIONS_GROUP_TYPE.optionalRemove]: 'groupOptionalRemove',
};
