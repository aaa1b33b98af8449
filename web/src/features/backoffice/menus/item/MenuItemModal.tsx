import {
  IMAGE_DERIVATIVES,
  isNewId,
  type CurrencyDisplay,
  type Location,
  type LocationIngredient,
  type MenuItemView,
} from '@inroom/shared';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '../../../../components/Modal';
import { useGetAdminLocationQuery } from '../../locations/api';
import { saveErrorsOf } from '../../locations/form/formModel';
import { ImageField } from '../../locations/form/ImageField';
import {
  backofficeMenusApi,
  useCreateMenuItemMutation,
  useLazyGetNewMenuItemQuery,
  useUpdateMenuItemMutation,
} from '../api';
import { FieldMessage, fieldProps } from '../../../../components/FieldMessage';
import { IngredientsTab } from './IngredientsTab';
import { FAILED_MESSAGE, SAVED_MESSAGE } from './messages';
import {
  draftOf,
  itemInputOf,
  ITEM_TAB_FIELDS,
  translationIn,
  withTranslation,
  type FieldMessages,
  type ItemDraft,
  type ItemSource,
} from './model';
import { OptionsGroupsTab } from './OptionsGroupsTab';
import { Tabs } from './Tabs';
import '../../../../components/form.css';
import '../../locations/form/location-form.css';
import './menu-item.css';

export interface MenuItemModalProps {
  open: boolean;
  menuId: string;
  locationId: string;
  menuCategoryId: string;
  /** The empty GUID for a new item (spec §4: create mode), else the item to edit. */
  itemId: string;
  /** The language the texts are edited in; other languages' texts are kept as they are. */
  languageId: string;
  onClose: () => void;
}

/**
 * Spec §2 menu item modal with tabs Menu item, Ingredients and Options Groups. Saving creates the
 * item (menuitem/create) when it is new, else updates it; the menu setup reloads through the Menu
 * tag the save invalidates.
 */
export function MenuItemModal(props: MenuItemModalProps) {
  const { open, itemId, languageId, onClose } = props;
  return (
    <Modal open={open} title="Menu item" onClose={onClose}>
      {open && <MenuItemLoader key={`${itemId}/${languageId}`} {...props} />}
    </Modal>
  );
}

function MenuItemLoader(props: MenuItemModalProps) {
  const { locationId, itemId, languageId } = props;
  const isNew = isNewId(itemId);
  const location = useGetAdminLocationQuery(locationId);
  const [fetchNewItem] = useLazyGetNewMenuItemQuery();
  const [fetchItem] = backofficeMenusApi.endpoints.getMenuItem.useLazyQuery();
  const [source, setSource] = useState<ItemSource | MenuItemView | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    // Always from the server: the item may have changed since it was last read.
    const request = isNew
      ? fetchNewItem(undefined, false)
      : fetchItem({ id: itemId, languageId }, false);
    request.unwrap().then(
      (data) => {
        if (live) setSource(data as ItemSource);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [isNew, itemId, languageId, fetchItem, fetchNewItem]);

  if (failed || location.isError) {
    return (
      <p className="notice notice--error" role="alert">
        The menu item could not be loaded.
      </p>
    );
  }
  if (!source || !location.data) {
    return (
      <p className="item-form__loading" role="status">
        <span className="spinner location-form__spinner" aria-hidden="true" />
        Loading...
      </p>
    );
  }
  return <MenuItemEditor {...props} source={source} location={location.data} />;
}

const GROUP_FORM_OPEN_MESSAGE = 'Save or cancel the options group first';

type TabId = 'item' | 'ingredients' | 'groups';

function MenuItemEditor({
  menuId,
  locationId,
  menuCategoryId,
  languageId,
  onClose,
  source,
  location,
}: MenuItemModalProps & { source: ItemSource | MenuItemView; location: Location }) {
  const baseId = useId();
  const currency: CurrencyDisplay = location.country.defaultCurrency;
  const isNew = isNewId(source.id);
  const [draft, setDraft] = useState<ItemDraft>(() =>
    draftOf(source, {
      menuId,
      menuCategoryId,
      currencyCode: currency.id,
      groupsById: new Map(location.optionsGroups.map((group) => [group.id, group])),
    }),
  );
  const [errors, setErrors] = useState<FieldMessages>({});
  const [tab, setTab] = useState<TabId>('item');
  const [imageBusy, setImageBusy] = useState(false);
  const [groupFormOpen, setGroupFormOpen] = useState(false);
  const groupFormChanged = useCallback((formOpen: boolean) => {
    setGroupFormOpen(formOpen);
    if (!formOpen) {
      setErrors((current) => {
        const { optionsGroupForm: _done, ...rest } = current;
        return rest;
      });
    }
  }, []);
  const [created, setCreated] = useState<LocationIngredient[]>([]);
  const [createItem, createState] = useCreateMenuItemMutation();
  const [updateItem, updateState] = useUpdateMenuItemMutation();
  const saving = createState.isLoading || updateState.isLoading;

  const ingredients = useMemo(() => {
    const known = new Map<string, LocationIngredient>();
    for (const link of (source as MenuItemView).ingredients) {
      if ('locationIngredient' in link)
        known.set(link.locationIngredientId, link.locationIngredient);
    }
    for (const ingredient of location.ingredients) known.set(ingredient.id, ingredient);
    for (const ingredient of created) known.set(ingredient.id, ingredient);
    return known;
  }, [source, location.ingredients, created]);

  const own = translationIn(draft.translations, languageId, {
    languageId,
    name: '',
    description: '',
  });

  const clear = (...keys: string[]) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))),
    );
  const setOwn = (changes: Partial<typeof own>, field: string) => {
    setDraft((current) => ({
      ...current,
      translations: withTranslation(current.translations, {
        ...translationIn(current.translations, languageId, {
          languageId,
          name: '',
          description: '',
        }),
        ...changes,
      }),
    }));
    clear(field);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || imageBusy) return;
    if (groupFormOpen) {
      setErrors({ optionsGroupForm: GROUP_FORM_OPEN_MESSAGE });
      setTab('groups');
      return;
    }
    const result = itemInputOf(draft, languageId, currency.id);
    if (!result.ok) {
      setErrors(result.errors);
      if (Object.keys(result.errors).some((key) => ITEM_TAB_FIELDS.includes(key))) setTab('item');
      return;
    }
    setErrors({});
    try {
      if (isNew) await createItem(result.input).unwrap();
      else await updateItem(result.input).unwrap();
    } catch (error) {
      const fields: FieldMessages = {};
      for (const [key, message] of Object.entries(saveErrorsOf(error))) {
        const field = /^translations\.\d+\.(name|description)$/.exec(key)?.[1] ?? key;
        fields[field] ??= message;
      }
      setErrors(fields);
      toast.error(FAILED_MESSAGE);
      return;
    }
    toast.success(SAVED_MESSAGE);
    onClose();
  }

  const otherMessages = Object.entries(errors).filter(([key]) => !ITEM_TAB_FIELDS.includes(key));
  const itemTabInvalid = Object.keys(errors).some((key) => ITEM_TAB_FIELDS.includes(key));

  const itemTab = (
    <div className="item-form__section">
      <div className="field">
        <label htmlFor={`${baseId}-name`}>Name</label>
        <input
          id={`${baseId}-name`}
          type="text"
          value={own.name}
          required
          onChange={(event) => setOwn({ name: event.target.value }, 'name')}
          {...fieldProps(errors, 'name', baseId)}
        />
        <FieldMessage errors={errors} name="name" id={baseId} />
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-price`}>Price</label>
        <div className="item-form__price">
          <input
            id={`${baseId}-price`}
            type="text"
            inputMode="decimal"
            placeholder="0.00"
            value={draft.priceText}
            required
            onChange={(event) => {
              const priceText = event.target.value;
              setDraft((current) => ({ ...current, priceText }));
              clear('price');
            }}
            {...fieldProps(errors, 'price', baseId)}
          />
          <span className="item-form__muted">{currency.symbol || currency.id}</span>
        </div>
        <FieldMessage errors={errors} name="price" id={baseId} />
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-description`}>Description</label>
        <textarea
          id={`${baseId}-description`}
          rows={3}
          value={own.description}
          onChange={(event) => setOwn({ description: event.target.value }, 'description')}
          {...fieldProps(errors, 'description', baseId)}
        />
        <FieldMessage errors={errors} name="description" id={baseId} />
      </div>
      <ImageField
        subject="Menu item"
        optional
        derivatives={IMAGE_DERIVATIVES.menuItem}
        image={draft.image}
        error={errors.image}
        onBusyChange={setImageBusy}
        onChange={(image) => {
          setDraft((current) => ({ ...current, image }));
          clear('image');
        }}
      />
    </div>
  );

  return (
    <form
      className="form item-form"
      aria-label="Menu item"
      noValidate
      onSubmit={(event) => void save(event)}
    >
      <Tabs<TabId>
        label="Menu item"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'item', label: 'Menu item', invalid: itemTabInvalid, content: itemTab },
          {
            id: 'ingredients',
            label: 'Ingredients',
            invalid: otherMessages.some(([key]) => key.startsWith('ingredients')),
            content: (
              <IngredientsTab
                ingredientIds={draft.ingredientIds}
                onChange={(update) => {
                  setDraft((current) => ({
                    ...current,
                    ingredientIds: update(current.ingredientIds),
                  }));
                  setErrors((current) =>
                    Object.fromEntries(
                      Object.entries(current).filter(([key]) => !key.startsWith('ingredients')),
                    ),
                  );
                }}
                ingredients={ingredients}
                onCreated={(ingredient) => setCreated((current) => [...current, ingredient])}
                locationId={locationId}
                languageId={languageId}
              />
            ),
          },
          {
            id: 'groups',
            label: 'Options Groups',
            invalid: otherMessages.some(([key]) => key.startsWith('optionsGroup')),
            content: (
              <OptionsGroupsTab
                groups={draft.groups}
                onChange={(update) => {
                  setDraft((current) => ({ ...current, groups: update(current.groups) }));
                  setErrors((current) =>
                    Object.fromEntries(
                      Object.entries(current).filter(([key]) => !key.startsWith('optionsGroup')),
                    ),
                  );
                }}
                locationId={locationId}
                locationGroups={location.optionsGroups}
                languageId={languageId}
                currency={currency}
                onFormOpenChange={groupFormChanged}
              />
            ),
          },
        ]}
      />
      {otherMessages.length > 0 && (
        <div className="item-form__problems" role="alert">
          {otherMessages.map(([key, message]) => (
            <p key={key}>{message}</p>
          ))}
        </div>
      )}
      <div className="item-form__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={saving || imageBusy}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
