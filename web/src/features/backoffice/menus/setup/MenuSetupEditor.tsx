import {
  defaultLanguageId as defaultLanguageOf,
  EMPTY_GUID,
  formatMoney,
  isNewId,
  type BackOfficeMenuItemView,
  type BackOfficeMenuView,
} from '@inroom/shared';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Modal } from '../../../../components/Modal';
import { WaitingButton } from '../../../../components/WaitingButton';
import { useGetAdminLocationQuery } from '../../locations/api';
import { saveErrorsOf } from '../../locations/form/formModel';
import {
  useDeleteMenuCategoryMutation,
  useDeleteMenuItemMutation,
  useUpdateMenuMutation,
} from '../api';
import { MenuItemModal } from '../item/MenuItemModal';
import { AddLanguageModal } from './AddLanguageModal';
import { MenuTree, type TreeActions } from './MenuTree';
import {
  findCategory,
  keysOfSavedCategories,
  menuInputOf,
  nameIn,
  newCategory,
  removeCategory,
  treeOf,
  unsavedKeys,
  updateCategory,
  validateNames,
  withName,
  withSavedIds,
  withUnsaved,
  type CategoryNode,
  type Tree,
} from './tree';
import './menu-setup.css';

export const CHANGES_SAVED = 'Changes saved';
export const SAVED = 'Saved successfully';
export const DELETED = 'Deleted successfully';
export const DELETE_PROMPT = 'Are you sure you want to delete?';

export interface MenuSetupEditorProps {
  /** The menu as last loaded, its texts in `menu.currentLanguage`. */
  menu: BackOfficeMenuView;
  /** The language picked in the selector (it may still be loading). */
  selectedLanguageId: string;
  /** Another language is being loaded: actions wait. */
  switching: boolean;
  onLanguageChange: (languageId: string) => void;
}

type Pending =
  | { kind: 'category'; category: CategoryNode }
  | { kind: 'item'; item: BackOfficeMenuItemView }
  | null;

/**
 * Spec §2 Menu setup. The tree is a working copy of the loaded menu: names are edited in the
 * current language; Save changes validates every name and sends the whole tree with menu/update; a
 * drop and leaving a changed name save at once (spec §4), and while any save runs the buttons wait.
 * Each load of the menu (after a save, a delete, the item modal, a language switch) starts the
 * copy over from the server, keeping only the new categories never sent.
 */
export function MenuSetupEditor({
  menu,
  selectedLanguageId,
  switching,
  onLanguageChange,
}: MenuSetupEditorProps) {
  const languageId = menu.currentLanguage.id;
  const defaultLanguageId = defaultLanguageOf(menu.languages);
  const [updateMenu] = useUpdateMenuMutation();
  const [deleteCategory] = useDeleteMenuCategoryMutation();
  const [deleteItem] = useDeleteMenuItemMutation();
  const { currentData: location } = useGetAdminLocationQuery(menu.locationId);

  const [source, setSource] = useState(menu);
  const [tree, setTree] = useState<Tree>(() => treeOf(menu));
  // The keys new categories had here, by the ids saves gave them (keysOfSavedCategories), for
  // the loads that follow. `savedIds` below holds the same, the other way round, for the saves.
  const [keysOfIds, setKeysOfIds] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [sent, setSent] = useState<ReadonlySet<string>>(() => new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(0);
  const [confirm, setConfirm] = useState<Pending>(null);
  const [itemModal, setItemModal] = useState<{ categoryId: string; itemId: string } | null>(null);
  const [addingLanguage, setAddingLanguage] = useState(false);

  if (source !== menu) {
    // A new load: the server's tree, plus the new categories that were never sent.
    setSource(menu);
    setTree(withUnsaved(treeOf(menu, keysOfIds), tree, sent));
    setErrors({});
  }

  const busy = saving > 0 || switching;

  // Saves go one after another, each sending the version its tree was made from: the version the
  // save before it answers while one is still running (a drop and a name left at once must not
  // refuse each other), else the latest this page knows (its load, or its own last save when the
  // reload has not come yet). So a save is refused only when someone else saved the menu.
  const running = useRef(0);
  const answered = useRef(-1);
  // The ids saves gave new categories, by key, for the saves that follow before the reload. A ref:
  // a save queued behind another starts as soon as that one answers, before any render.
  const savedIds = useRef(new Map<string, string>());
  const lastSave = useRef<Promise<number | undefined>>(Promise.resolve(undefined));

  const save = useCallback(
    (next: Tree, message: string): Promise<void> => {
      const keys = unsavedKeys(next);
      const known = Math.max(menu.version ?? -1, answered.current);
      const basedOn =
        running.current > 0 ? lastSave.current : Promise.resolve(known < 0 ? undefined : known);
      running.current += 1;
      setSaving((count) => count + 1);
      const done = basedOn.then(async (version) => {
        const sending = withSavedIds(next, savedIds.current);
        const input = menuInputOf(menu, sending);
        try {
          const saved = await updateMenu(
            version === undefined ? input : { ...input, version },
          ).unwrap();
          answered.current = Math.max(answered.current, saved.version ?? -1);
          const savedKeys = keysOfSavedCategories(sending, saved.menuCategories, languageId);
          for (const [id, key] of savedKeys) savedIds.current.set(key, id);
          setKeysOfIds((previous) => new Map([...previous, ...savedKeys]));
          setSent((previous) => new Set([...previous, ...keys]));
          toast.success(message);
          return saved.version;
        } catch (failure) {
          console.error('Error', failure);
          // The menu reloads with what someone else saved (see the api); say why this did not save.
          const changed = saveErrorsOf(failure).form;
          if (changed) toast.error(changed);
          return version;
        } finally {
          running.current -= 1;
          setSaving((count) => count - 1);
        }
      });
      lastSave.current = done;
      return done.then(() => undefined);
    },
    [menu, updateMenu, languageId],
  );

  // Handlers read the latest state through this ref, so the actions object (and with it every
  // memoised item row) stays the same while names are typed.
  const latest = useRef({ tree, languageId, save });
  useLayoutEffect(() => {
    latest.current = { tree, languageId, save };
  });
  const focused = useRef<{ key: string; name: string } | null>(null);

  const actions = useMemo<TreeActions>(
    () => ({
      rename: (key, name) => {
        const language = latest.current.languageId;
        setTree((current) =>
          updateCategory(current, key, (category) => withName(category, language, name)),
        );
        setErrors((current) => {
          if (!current[key]) return current;
          const rest = { ...current };
          delete rest[key];
          return rest;
        });
      },
      focusName: (key) => {
        const { tree: current, languageId: language } = latest.current;
        const category = findCategory(current, key);
        focused.current = { key, name: category ? nameIn(category, language) : '' };
      },
      blurName: (key) => {
        const { tree: current, languageId: language, save: saveTree } = latest.current;
        const before = focused.current;
        focused.current = null;
        const category = findCategory(current, key);
        if (!category || before?.key !== key || nameIn(category, language) === before.name) return;
        const problems = validateNames(current, language);
        setErrors(problems);
        if (Object.keys(problems).length > 0) return;
        void saveTree(current, SAVED);
      },
      addSubcategory: (parentKey) => {
        const language = latest.current.languageId;
        setTree((current) =>
          updateCategory(current, parentKey, (parent) => ({
            ...parent,
            subCategories: [...parent.subCategories, newCategory(language)],
          })),
        );
      },
      addItem: (category) => setItemModal({ categoryId: category.id, itemId: EMPTY_GUID }),
      deleteCategory: (category) => {
        // A new category a save has given an id (the reload has not come yet) is a saved one.
        const id = savedIds.current.get(category.key);
        if (isNewId(category.id) && !id) {
          // Never saved: gone locally, no call and no question (spec §5).
          setTree((current) => removeCategory(current, category.key));
          return;
        }
        setConfirm({ kind: 'category', category: id ? { ...category, id } : category });
      },
      editItem: (categoryId, item) => setItemModal({ categoryId, itemId: item.id }),
      deleteItem: (item) => {
        if (isNewId(item.id)) {
          setTree((current) => removeItemLocally(current, item.id));
          return;
        }
        setConfirm({ kind: 'item', item });
      },
    }),
    [],
  );

  const currency = location?.country.defaultCurrency;
  const formatPrice = useCallback(
    (price: number) => formatMoney(price, currency ?? { id: 'EUR', symbol: '' }),
    [currency],
  );

  const saveChanges = async () => {
    const problems = validateNames(tree, languageId);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    await save(tree, CHANGES_SAVED);
  };

  const confirmDelete = async () => {
    const target = confirm;
    setConfirm(null);
    if (!target) return;
    setSaving((count) => count + 1);
    try {
      if (target.kind === 'category') {
        await deleteCategory({ id: target.category.id, menuId: menu.id }).unwrap();
        setTree((current) => removeCategory(current, target.category.key));
      } else {
        await deleteItem({ id: target.item.id, menuId: menu.id }).unwrap();
        setTree((current) => removeItemLocally(current, target.item.id));
      }
      toast.success(DELETED);
    } catch (failure) {
      console.error('Error', failure);
      if (target.kind === 'item') toast.error('Something went wrong');
    } finally {
      setSaving((count) => count - 1);
    }
  };

  const languageSelectId = 'menu-setup-language';
  return (
    <div className="menu-setup">
      <p className="menu-setup__menu-name">{menu.name}</p>
      <div className="menu-setup__toolbar">
        <div className="menu-setup__language">
          <label htmlFor={languageSelectId}>Language</label>
          <select
            id={languageSelectId}
            className="input"
            value={selectedLanguageId}
            // Waits as the buttons do, keeping the focus: a change meanwhile is not taken.
            aria-disabled={busy}
            onChange={(event) => {
              if (!busy) onLanguageChange(event.target.value);
            }}
          >
            {menu.languages.map((link) => (
              <option key={link.languageId} value={link.languageId}>
                {link.language.name}
              </option>
            ))}
          </select>
          {switching && <span className="spinner setup-spinner" aria-hidden="true" />}
        </div>
        <WaitingButton className="button" waiting={busy} onClick={() => setAddingLanguage(true)}>
          Add language
        </WaitingButton>
        <WaitingButton
          className="button"
          waiting={busy}
          onClick={() => setTree((current) => [...current, newCategory(languageId)])}
        >
          Add category
        </WaitingButton>
        <WaitingButton
          className="button button--primary"
          waiting={busy}
          onClick={() => void saveChanges()}
        >
          Save changes
        </WaitingButton>
        <Link className="button" to={`/be/menu/${encodeURIComponent(menu.locationId)}`}>
          Back
        </Link>
      </div>

      {tree.length === 0 ? (
        <p className="menu-setup__empty">This menu has no categories yet</p>
      ) : (
        <MenuTree
          tree={tree}
          languageId={languageId}
          defaultLanguageId={defaultLanguageId}
          busy={busy}
          errors={errors}
          actions={actions}
          formatPrice={formatPrice}
          onChange={setTree}
          onDropped={(next) => void save(next, SAVED)}
        />
      )}

      <Modal
        open={confirm !== null}
        title="Delete"
        small
        onClose={() => setConfirm(null)}
        confirm={{ onOk: () => void confirmDelete() }}
      >
        <p>{DELETE_PROMPT}</p>
      </Modal>

      <AddLanguageModal
        open={addingLanguage}
        menuId={menu.id}
        existing={menu.languages.map((link) => link.languageId)}
        onClose={() => setAddingLanguage(false)}
        onAdded={(added) => {
          setAddingLanguage(false);
          onLanguageChange(added);
        }}
      />

      {itemModal && (
        <MenuItemModal
          open
          menuId={menu.id}
          locationId={menu.locationId}
          menuCategoryId={itemModal.categoryId}
          itemId={itemModal.itemId}
          languageId={languageId}
          onClose={() => setItemModal(null)}
        />
      )}
    </div>
  );
}

function removeItemLocally(tree: Tree, itemId: string): Tree {
  return tree.map((category) => ({
    ...category,
    items: category.items.some((item) => item.id === itemId)
      ? category.items.filter((item) => item.id !== itemId)
      : category.items,
    subCategories: removeItemLocally(category.subCategories, itemId),
  }));
}
