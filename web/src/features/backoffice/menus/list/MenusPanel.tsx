import type { MenuInput, MenuView } from '@inroom/shared';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '../../../../components/Modal';
import { NotFoundPage } from '../../../not-found/NotFoundPage';
import { hasStatus } from '../../AccessNotice';
import { saveErrorsOf } from '../../locations/form/formModel';
import { QueryNotice } from '../../locations/QueryNotice';
import {
  useCreateMenuMutation,
  useDeleteMenuMutation,
  useGetMenusQuery,
  useLazyGetNewMenuQuery,
  useUpdateMenuMutation,
  useUpdateMenuRangeMutation,
} from '../api';
import { MenuFormModal } from './MenuFormModal';
import { formValuesOf, NEW_MENU, toMenuInput, type MenuSource } from './menuInput';
import { SortableMenuList } from './SortableMenuList';
import './menus-list.css';

export const SAVED_MESSAGE = 'Saved successfully';
export const DELETED_MESSAGE = 'Deleted successfully';
export const DELETE_FAILED_MESSAGE = 'Error deleting';
export const FAILED_MESSAGE = 'Something went wrong';
export const EMPTY_TEXT = 'This location has no menus yet';

type Editing = { mode: 'create'; menu: MenuSource } | { mode: 'edit'; menu: MenuView } | null;

/** A menu as sent back by this page: its own fields, its place; never its languages or content. */
const inputOf = (menu: MenuView, changes: Partial<MenuSource> = {}): MenuInput =>
  toMenuInput(menu, { ...formValuesOf(menu), ...changes }, menu.sortOrder);

const bySortOrder = (menus: readonly MenuView[]) =>
  [...menus].sort((a, b) => a.sortOrder - b.sortOrder);

export interface MenusPanelProps {
  locationId: string;
  /** The location's IANA time zone, for the hint beside the menu times. */
  timeZone?: string;
}

/** The chosen location's menus (spec §2 Menus page): sortable rows, create, edit, toggle, delete. */
export function MenusPanel({ locationId, timeZone }: MenusPanelProps) {
  const { currentData, error, isFetching, refetch } = useGetMenusQuery(locationId);
  const [getNewMenu, newMenuState] = useLazyGetNewMenuQuery();
  const [createMenu, createState] = useCreateMenuMutation();
  const [updateMenu, updateState] = useUpdateMenuMutation();
  const [updateMenuRange] = useUpdateMenuRangeMutation();
  const [deleteMenu, deleteState] = useDeleteMenuMutation();
  const [editing, setEditing] = useState<Editing>(null);
  // What the server refused the open form's last save with; each opening starts without.
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});
  const edit = (next: Editing) => {
    setSaveErrors({});
    setEditing(next);
  };
  const [deleting, setDeleting] = useState<MenuView | null>(null);
  // The order after a drag, shown at once while updaterange runs; it belongs to the list it was
  // made from, so the list reloaded after the save (or any later load) takes over again.
  const [dragged, setDragged] = useState<{ from: MenuView[]; order: MenuView[] } | null>(null);

  const serverMenus = useMemo(() => (currentData ? bySortOrder(currentData) : null), [currentData]);
  const menus = dragged && dragged.from === serverMenus ? dragged.order : serverMenus;
  const busy = createState.isLoading || updateState.isLoading || deleteState.isLoading;

  if (!menus) {
    // No such location (404), or an address whose id cannot be one (400: it is the only input).
    if (hasStatus(error, 404, 400)) return <NotFoundPage />;
    return (
      <QueryNotice
        failed={error !== undefined}
        loadingText="Loading menus…"
        errorText="Could not load menus"
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }

  async function openCreate() {
    let template: MenuSource = NEW_MENU;
    try {
      template = await getNewMenu().unwrap();
    } catch (cause) {
      // The form still works from the built-in template.
      console.error('Failed to fetch new menu', cause);
    }
    edit({ mode: 'create', menu: { ...template, locationId } });
  }

  async function save(input: MenuInput) {
    const isCreate = editing?.mode === 'create';
    try {
      await (isCreate ? createMenu(input) : updateMenu(input)).unwrap();
    } catch (cause) {
      console.error('Error', cause);
      toast.error(FAILED_MESSAGE);
      setSaveErrors(saveErrorsOf(cause));
      return;
    }
    toast.success(SAVED_MESSAGE);
    edit(null);
  }

  async function toggleActive(menu: MenuView) {
    try {
      await updateMenu(inputOf(menu, { isActive: !menu.isActive })).unwrap();
    } catch (cause) {
      console.error('Error', cause);
      toast.error(FAILED_MESSAGE);
      return;
    }
    toast.success(SAVED_MESSAGE);
  }

  async function confirmDelete() {
    const menu = deleting;
    if (!menu || deleteState.isLoading) return;
    try {
      await deleteMenu({ id: menu.id, locationId }).unwrap();
    } catch (cause) {
      console.error('Error deleting', cause);
      toast.error(DELETE_FAILED_MESSAGE);
      return;
    } finally {
      setDeleting(null);
    }
    toast.success(DELETED_MESSAGE);
  }

  async function reorder(order: MenuView[]) {
    if (!serverMenus) return;
    // Sort order is rewritten to list position after each drag (spec §4).
    const placed = order.map((menu, index) => ({ ...menu, sortOrder: index }));
    setDragged({ from: serverMenus, order: placed });
    try {
      await updateMenuRange({
        locationId,
        menus: placed.map(({ id, sortOrder }) => ({ id, sortOrder })),
      }).unwrap();
    } catch (cause) {
      // Failed menu updates are only logged (spec §8); the list goes back to the saved order.
      console.error('Error', cause);
      setDragged(null);
      return;
    }
    toast.success(SAVED_MESSAGE);
  }

  return (
    <>
      <div className="menus-page__toolbar">
        <button
          type="button"
          className="button button--primary"
          disabled={newMenuState.isFetching}
          onClick={() => void openCreate()}
        >
          Create menu
        </button>
      </div>
      {menus.length === 0 ? (
        <p className="notice">{EMPTY_TEXT}</p>
      ) : (
        <SortableMenuList
          menus={menus}
          busy={busy}
          onReorder={(order) => void reorder(order)}
          onSettings={(menu) => edit({ mode: 'edit', menu })}
          onToggleActive={(menu) => void toggleActive(menu)}
          onDelete={setDeleting}
        />
      )}
      {editing && (
        <MenuFormModal
          key={editing.mode === 'edit' ? editing.menu.id : 'new'}
          title={editing.mode === 'create' ? 'Create menu' : 'Edit menu'}
          menu={editing.menu}
          sortOrder={editing.mode === 'create' ? menus.length : editing.menu.sortOrder}
          timeZone={timeZone}
          saving={createState.isLoading || updateState.isLoading}
          saveErrors={saveErrors}
          onClose={() => edit(null)}
          onSave={(input) => void save(input)}
        />
      )}
      <Modal
        open={deleting !== null}
        small
        title="Delete menu"
        onClose={() => setDeleting(null)}
        confirm={{ onOk: () => void confirmDelete() }}
      >
        <p>Are you sure you want to delete?</p>
      </Modal>
    </>
  );
}
