import type { Language, MenuView } from '@inroom/shared';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { menuLanguageChosen } from '../../../app/uiSlice';
import { useMessages } from '../../../i18n';
import { basketReplaced } from '../../basket/basketSlice';
import { useTranslateBasketMutation } from '../api';

/** Every language any of the menus is written in, each once, in the menus' order. */
export function menuLanguages(menus: readonly MenuView[]): Language[] {
  const byId = new Map<string, Language>();
  for (const menu of menus) {
    for (const link of menu.languages) {
      if (!byId.has(link.language.id)) byId.set(link.language.id, link.language);
    }
  }
  return [...byId.values()];
}

/**
 * The menu language (spec §2, §4): shown when the menus offer a choice. Choosing one reloads the
 * page's menus in it and translates the basket, whose answer replaces it.
 */
export function LanguagePicker({ menus }: { menus: readonly MenuView[] }) {
  const dispatch = useAppDispatch();
  const basket = useAppSelector((state) => state.basket);
  const chosenId = useAppSelector((state) => state.ui.menuLanguageId);
  const [translateBasket] = useTranslateBasketMutation();
  const selectId = useId();
  const { t } = useMessages();
  const languages = menuLanguages(menus);
  if (languages.length < 2) return null;
  // The menus' language; a language just chosen shows at once, while its menus are on their way.
  const currentId = languages.some((language) => language.id === chosenId)
    ? chosenId
    : menus[0]?.currentLanguage.id;

  const choose = async (languageId: string) => {
    dispatch(menuLanguageChosen(languageId));
    if (basket.items.length === 0) return;
    try {
      dispatch(basketReplaced(await translateBasket({ languageId, basket }).unwrap()));
    } catch (error) {
      // Spec §8: only logged; the basket keeps its lines in the language they were added in.
      console.error('Failed to fetch basket translation', error);
    }
  };

  return (
    <div className="language-picker">
      <label htmlFor={selectId}>{t('language')}</label>
      <select
        id={selectId}
        value={currentId ?? undefined}
        onChange={(event) => void choose(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.id} value={language.id} lang={language.id}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
