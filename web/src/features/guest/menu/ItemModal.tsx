import {
  buildBasketItem,
  compareBySortOrder,
  formatMoney,
  MAX_LINE_QUANTITY,
  multiplyMoney,
  OPTIONS_GROUP_TYPE,
  pickTranslation,
  toggleOption,
  translatedName,
  unitPrice,
  validateOptionSelection,
  type BasketCurrency,
  type MenuItemView,
  type OptionsGroupView,
} from '@inroom/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/Modal';
import { responsiveImage, type ImageLayout } from '../../../components/responsiveImage';
import { useMessages, type Messages } from '../../../i18n';
import { itemAdded } from '../../basket/basketSlice';
import { groupRuleHint, priceDifferenceText, type MenuLanguages } from './menuText';
import './menu.css';

/** Spec §9: a failing group scrolls into view after 50 ms. */
export const SCROLL_DELAY_MS = 50;

/**
 * The item's picture across the modal's body (menu.css .item-modal__image): the modal is the
 * window less 1rem a side, at most 40rem, and its body has 1rem of padding a side; 16 : 9, covered.
 */
export const MODAL_IMAGE_LAYOUT: ImageLayout = {
  sizes: [{ media: '(min-width: 672px)', width: '608px' }, { width: 'calc(100vw - 4rem)' }],
  coverAspect: 16 / 9,
};

export interface ItemModalProps {
  /** The item being ordered; the modal is open while there is one. */
  item: MenuItemView | undefined;
  languages: MenuLanguages;
  currency: BasketCurrency;
  onClose: () => void;
  /** Options chosen when the modal opens (for instance to edit a line); checked like any choice. */
  initialOptionIds?: readonly string[];
}

/** Chosen option ids per group id, each list in the order the guest chose them. */
type Selection = Record<string, string[]>;

function selectionOf(groups: readonly OptionsGroupView[], optionIds: readonly string[]): Selection {
  return Object.fromEntries(
    groups.map((group) => [
      group.id,
      optionIds.filter((id) => group.options.some((option) => option.id === id)),
    ]),
  );
}

const sortedGroups = (item: MenuItemView | undefined): OptionsGroupView[] =>
  (item?.optionsGroups ?? []).toSorted(compareBySortOrder).map((link) => link.optionsGroup);

/**
 * The item modal of spec §2: the item's options groups with their rules, quantity minus and plus,
 * and 'Add to basket' with the running total. Adding checks every group (spec §5); a failing group
 * shows its message and scrolls into view, and nothing is added.
 */
export function ItemModal({
  item,
  languages,
  currency,
  onClose,
  initialOptionIds = [],
}: ItemModalProps) {
  const dispatch = useAppDispatch();
  const messages = useMessages();
  const { t } = messages;
  const groups = sortedGroups(item);
  const [selection, setSelection] = useState<Selection>(() =>
    selectionOf(groups, initialOptionIds),
  );
  const [quantity, setQuantity] = useState(1);
  const [attempted, setAttempted] = useState(false);
  const fieldsets = useRef(new Map<string, HTMLFieldSetElement>());
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  // Each item opens afresh from the initial options (adjusting state while rendering, as React
  // recommends over an effect). Compared by id, so a refetched menu keeps the guest's choices.
  const [openedFor, setOpenedFor] = useState(item?.id);
  if (item?.id !== openedFor) {
    setOpenedFor(item?.id);
    setSelection(selectionOf(groups, initialOptionIds));
    setQuantity(1);
    setAttempted(false);
  }

  const selectedOptionIds = groups.flatMap((group) => selection[group.id] ?? []);
  const chosenOptions = groups.flatMap((group) =>
    group.options.filter((option) => selection[group.id]?.includes(option.id)),
  );
  const total = item ? multiplyMoney(unitPrice(item.price, chosenOptions), quantity) : 0;
  const validation = validateOptionSelection(groups, selectedOptionIds);
  // Messages appear once the guest has tried to add, then follow every change. The shared rule
  // says which groups fail, in English; the guest reads its message in the screen's language.
  const groupErrors: Record<string, string> = {};
  if (attempted) {
    for (const group of groups) {
      if (validation.groupErrors[group.id]) {
        groupErrors[group.id] = t('selectOptions', { count: group.quantity });
      }
    }
  }

  const close = () => {
    clearTimeout(scrollTimer.current);
    setSelection(selectionOf(groups, initialOptionIds));
    setQuantity(1);
    setAttempted(false);
    onClose();
  };

  const choose = (group: OptionsGroupView, optionId: string) =>
    setSelection((current) => ({
      ...current,
      [group.id]: toggleOption(group, current[group.id] ?? [], optionId),
    }));

  const add = () => {
    if (!item) return;
    if (!validation.valid) {
      setAttempted(true);
      const failing = groups.find((group) => validation.groupErrors[group.id]);
      clearTimeout(scrollTimer.current);
      if (failing) {
        scrollTimer.current = setTimeout(() => {
          const element = fieldsets.current.get(failing.id);
          // jsdom (and very old browsers) have no scrollIntoView.
          if (typeof element?.scrollIntoView === 'function') {
            element.scrollIntoView({ behavior: 'smooth', block: 'center' });
          }
        }, SCROLL_DELAY_MS);
      }
      return;
    }
    dispatch(
      itemAdded(
        buildBasketItem({
          menuItem: item,
          selectedOptionIds,
          quantity,
          languageId: languages.languageId,
          defaultLanguageId: languages.defaultLanguageId,
          currency: { id: currency.id, symbol: currency.symbol },
        }),
      ),
    );
    close();
  };

  const text = item
    ? pickTranslation(item.translations, languages.languageId, languages.defaultLanguageId)
    : undefined;

  return (
    <Modal
      open={item !== undefined}
      title={text?.name ?? ''}
      onClose={close}
      closeLabel={t('close')}
      footer={
        <div className="item-modal__footer">
          <QuantityStepper quantity={quantity} onChange={setQuantity} t={t} />
          <button type="button" className="button button--primary item-modal__add" onClick={add}>
            {t('addToBasket', { price: formatMoney(total, currency) })}
          </button>
        </div>
      }
    >
      {item?.image && (
        <img
          className="item-modal__image"
          {...responsiveImage(item.image, MODAL_IMAGE_LAYOUT)}
          alt=""
          width={608}
          height={342}
          decoding="async"
        />
      )}
      {text?.description && <p className="item-modal__description">{text.description}</p>}
      {groups.map((group) => (
        <OptionsGroupFieldset
          key={group.id}
          group={group}
          languages={languages}
          messages={messages}
          currency={currency}
          selected={selection[group.id] ?? []}
          error={groupErrors[group.id]}
          onChoose={(optionId) => choose(group, optionId)}
          fieldsetRef={(element) => {
            if (element) fieldsets.current.set(group.id, element);
            else fieldsets.current.delete(group.id);
          }}
        />
      ))}
    </Modal>
  );
}

interface OptionsGroupFieldsetProps {
  group: OptionsGroupView;
  languages: MenuLanguages;
  messages: Messages;
  currency: BasketCurrency;
  selected: readonly string[];
  error: string | undefined;
  onChoose: (optionId: string) => void;
  fieldsetRef: (element: HTMLFieldSetElement | null) => void;
}

function OptionsGroupFieldset({
  group,
  languages,
  messages: { t },
  currency,
  selected,
  error,
  onChoose,
  fieldsetRef,
}: OptionsGroupFieldsetProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const removal = group.type === OPTIONS_GROUP_TYPE.optionalRemove;
  return (
    <fieldset
      ref={fieldsetRef}
      className={error ? 'options-group options-group--invalid' : 'options-group'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="options-group__legend">
        <span className="options-group__name">
          {translatedName(group.translations, languages.languageId, languages.defaultLanguageId)}
        </span>{' '}
        <span className="options-group__hint">{groupRuleHint(group, t)}</span>
      </legend>
      {error && (
        <p id={errorId} className="options-group__error" role="alert">
          {error}
        </p>
      )}
      <ul className="options-group__options">
        {group.options.toSorted(compareBySortOrder).map((option) => {
          const price = priceDifferenceText(option.priceDifference, currency);
          return (
            <li key={option.id}>
              <label className="option">
                <input
                  type="checkbox"
                  className="option__input"
                  checked={selected.includes(option.id)}
                  onChange={() => onChoose(option.id)}
                />
                <span className="option__name">
                  {removal && (
                    <>
                      <span aria-hidden="true">÷</span>
                      <span className="visually-hidden">{t('without')}</span>{' '}
                    </>
                  )}
                  {translatedName(
                    option.translations,
                    languages.languageId,
                    languages.defaultLanguageId,
                  )}
                </span>
                {price && (
                  <>
                    {' '}
                    <span className="option__price">{price}</span>
                  </>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function QuantityStepper({
  quantity,
  onChange,
  t,
}: {
  quantity: number;
  onChange: (quantity: number) => void;
  t: Messages['t'];
}) {
  // aria-disabled rather than disabled, so focus stays on the button at the limits.
  const atMin = quantity <= 1;
  const atMax = quantity >= MAX_LINE_QUANTITY;
  return (
    <div className="quantity" role="group" aria-label={t('quantity')}>
      <button
        type="button"
        className="quantity__step"
        aria-label={t('decreaseQuantity')}
        aria-disabled={atMin || undefined}
        onClick={() => !atMin && onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="quantity__value" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="quantity__step"
        aria-label={t('increaseQuantity')}
        aria-disabled={atMax || undefined}
        onClick={() => !atMax && onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
