import {
  closestCenter,
  DndContext,
  pointerWithin,
  rectIntersection,
  useDroppable,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isNewId, translatedName, type BackOfficeMenuItemView } from '@inroom/shared';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type Ref,
} from 'react';
import { WaitingButton } from '../../../../components/WaitingButton';
import { dragAnnouncements } from '../drag-announcements';
import { useDragSensors } from '../drag-sensors';
import { CATEGORY, categoryDragId, ITEM, itemDragId, LIST, listDropId, strip } from './drag-ids';
import {
  categoryOfItem,
  findCategory,
  moveItem,
  nameIn,
  parentOf,
  reorderCategories,
  updateCategory,
  type CategoryNode,
  type Tree,
} from './tree';
import { treePlaces } from './tree-places';

// The category tree of menu setup in one DndContext (spec §2 Menu setup): categories sort among
// their siblings, items sort within a category and move into another category or subcategory
// while dragged (onDragOver), by pointer or keyboard. The tree changes locally during a drag; the
// page saves it once the drop lands. Item rows are memoised and hold no hook but useSortable, and
// the sensors stay the same objects (drag-sensors.ts), so typing a category's name draws no item
// row again and a menu of a few hundred items stays quick. While a save runs only the buttons
// follow it (BusyContext) and the sensors start no drag: a save draws no item row either.

type DragData =
  | { type: 'category'; parentKey: string }
  | { type: 'item' }
  | { type: 'list'; categoryKey: string; empty: boolean };

const dataOf = (container: { data: { current?: unknown } }) =>
  container.data.current as DragData | undefined;

/** What a dragged thing may land on: items and empty item lists, or the category's siblings. */
function candidatesFor(
  active: DragData | undefined,
  containers: DroppableContainer[],
): DroppableContainer[] {
  if (!active) return [];
  return containers.filter((container) => {
    const data = dataOf(container);
    if (active.type === 'item') return data?.type === 'item' || data?.type === 'list';
    return data?.type === 'category' && active.type === 'category'
      ? data.parentKey === active.parentKey
      : false;
  });
}

const collisionDetection: CollisionDetection = (args) => {
  const active = dataOf(args.active);
  const candidates = candidatesFor(active, args.droppableContainers);
  const scoped = { ...args, droppableContainers: candidates };
  if (active?.type !== 'item') return closestCenter(scoped);
  let hits = pointerWithin(scoped);
  if (hits.length === 0) hits = rectIntersection(scoped);
  if (hits.length === 0) return closestCenter(scoped);
  const kind = (id: UniqueIdentifier) => (String(id).startsWith(ITEM) ? 0 : 1);
  const [first] = [...hits].sort((a, b) => kind(a.id) - kind(b.id));
  if (!first) return [];
  const firstData = candidates.find((container) => container.id === first.id);
  const list = firstData && dataOf(firstData);
  if (list?.type === 'list' && !list.empty) {
    // Over a list but not over one of its items: the nearest of its items.
    const inList = candidates.filter((container) => {
      const node = container.node.current;
      return dataOf(container)?.type === 'item' && firstData?.node.current?.contains(node ?? null);
    });
    const nearest = closestCenter({ ...args, droppableContainers: inList });
    if (nearest.length > 0) return nearest;
  }
  return [first];
};

/** The sortable preset keyboard moves, among the places the dragged thing may land on. */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  const active = context.active ? dataOf(context.active) : undefined;
  const all = context.droppableContainers;
  const enabled = candidatesFor(active, all.getEnabled()).filter((container) => {
    const data = dataOf(container);
    return data?.type !== 'list' || data.empty;
  });
  const scoped = Object.assign(Object.create(all) as typeof all, {
    getEnabled: () => enabled,
    get: (id: UniqueIdentifier | null | undefined) => (id == null ? undefined : all.get(id)),
  });
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...context, droppableContainers: scoped },
  });
};

export interface TreeActions {
  rename: (key: string, name: string) => void;
  focusName: (key: string) => void;
  blurName: (key: string) => void;
  addSubcategory: (parentKey: string) => void;
  addItem: (category: CategoryNode) => void;
  deleteCategory: (category: CategoryNode) => void;
  editItem: (categoryId: string, item: BackOfficeMenuItemView) => void;
  deleteItem: (item: BackOfficeMenuItemView) => void;
}

export interface MenuTreeProps {
  tree: Tree;
  languageId: string;
  defaultLanguageId: string | undefined;
  /** Buttons and dragging wait while a save is under way. */
  busy: boolean;
  errors: Record<string, string>;
  actions: TreeActions;
  formatPrice: (price: number) => string;
  /** The tree changed during a drag (or back to where it was when the drag is cancelled). */
  onChange: (tree: Tree) => void;
  /** A drop landed: the tree as it now stands, to be saved. */
  onDropped: (tree: Tree) => void;
}

interface RowContext {
  languageId: string;
  defaultLanguageId: string | undefined;
  actions: TreeActions;
  formatPrice: (price: number) => string;
}

/** A save is under way and the rows' buttons wait: read by the buttons, not by the rows. */
const BusyContext = createContext(false);

/**
 * A row's button, which waits while a save runs (WaitingButton: it keeps the focus). Switching
 * thousands of native disabled buttons and back also laid the page out again each save.
 */
function RowButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const busy = useContext(BusyContext);
  return <WaitingButton className="button" {...props} waiting={busy} />;
}

interface DragHandleProps {
  handleRef: Ref<HTMLButtonElement>;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  label: string;
}

/** A row's drag handle, said to be disabled while a save runs (the sensors then start no drag). */
function DragHandle({ handleRef, attributes, listeners, label }: DragHandleProps) {
  const busy = useContext(BusyContext);
  return (
    <button
      type="button"
      ref={handleRef}
      className="setup-handle"
      {...attributes}
      {...listeners}
      aria-disabled={busy}
      aria-label={label}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

export function MenuTree(props: MenuTreeProps) {
  const { tree, onChange, onDropped, languageId, defaultLanguageId, busy, actions, formatPrice } =
    props;
  // Asked at each press: no drag starts while a save runs.
  const busyNow = useRef(busy);
  useLayoutEffect(() => {
    busyNow.current = busy;
  }, [busy]);
  const canStart = useCallback(() => !busyNow.current, []);
  const sensors = useDragSensors(keyboardCoordinates, canStart);
  const startTree = useRef<Tree | null>(null);
  // The tree as last changed: a drag's handlers run between renders.
  const current = useRef(tree);
  useLayoutEffect(() => {
    current.current = tree;
  }, [tree]);
  // Made anew when a drag moves an item into another category: dnd-kit then finds what is under
  // the moved row again and announces its new place from the new tree.
  const announcements = useMemo(
    () => dragAnnouncements(treePlaces(tree, languageId, defaultLanguageId)),
    [tree, languageId, defaultLanguageId],
  );
  const row = useMemo<RowContext>(
    () => ({ languageId, defaultLanguageId, actions, formatPrice }),
    [languageId, defaultLanguageId, actions, formatPrice],
  );

  const change = (next: Tree) => {
    current.current = next;
    onChange(next);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !String(active.id).startsWith(ITEM)) return;
    const itemId = strip(active.id, ITEM);
    const overId = String(over.id);
    const state = current.current;
    const from = categoryOfItem(state, itemId);
    const to = overId.startsWith(ITEM)
      ? categoryOfItem(state, strip(overId, ITEM))
      : overId.startsWith(LIST)
        ? strip(overId, LIST)
        : undefined;
    if (!from || !to || from === to) return;
    const target = findCategory(state, to);
    if (!target) return;
    let index: number | undefined;
    if (overId.startsWith(ITEM)) {
      const overIndex = target.items.findIndex((item) => item.id === strip(overId, ITEM));
      const translated = active.rect.current.translated;
      const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false;
      index = overIndex + (below ? 1 : 0);
    }
    change(moveItem(state, itemId, to, index));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const before = startTree.current;
    startTree.current = null;
    let next = current.current;
    const activeId = String(active.id);
    if (over && activeId !== String(over.id)) {
      if (activeId.startsWith(ITEM) && String(over.id).startsWith(ITEM)) {
        const itemId = strip(activeId, ITEM);
        const overItemId = strip(over.id, ITEM);
        const key = categoryOfItem(next, itemId);
        const category = key === undefined ? undefined : findCategory(next, key);
        if (category && key === categoryOfItem(next, overItemId)) {
          const from = category.items.findIndex((item) => item.id === itemId);
          const to = category.items.findIndex((item) => item.id === overItemId);
          next = updateCategory(next, category.key, (found) => ({
            ...found,
            items: arrayMove(found.items, from, to),
          }));
        }
      } else if (activeId.startsWith(CATEGORY) && String(over.id).startsWith(CATEGORY)) {
        const key = strip(activeId, CATEGORY);
        const overKey = strip(over.id, CATEGORY);
        const parentKey = parentOf(next, key);
        if (parentKey !== undefined && parentKey === parentOf(next, overKey)) {
          next = reorderCategories(next, parentKey, (list) =>
            arrayMove(
              list,
              list.findIndex((category) => category.key === key),
              list.findIndex((category) => category.key === overKey),
            ),
          );
        }
      }
    }
    if (next !== current.current) change(next);
    if (before && next !== before) onDropped(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements }}
      onDragStart={() => {
        startTree.current = current.current;
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        if (startTree.current) change(startTree.current);
        startTree.current = null;
      }}
    >
      <BusyContext.Provider value={busy}>
        <CategoryList categories={tree} parentKey="" errors={props.errors} row={row} />
      </BusyContext.Provider>
    </DndContext>
  );
}

/**
 * `ids` as the same array as at the last render while they are the same ids in the same order. A
 * SortableContext given a new array re-renders every row in it, and a reload after each save
 * builds every list anew: the 500 rows of a 500-item menu were all drawn again.
 */
function useSameIds(ids: string[]): string[] {
  const [kept, setKept] = useState(ids);
  const same = kept.length === ids.length && kept.every((id, index) => id === ids[index]);
  if (same) return kept;
  setKept(ids);
  return ids;
}

interface CategoryListProps {
  categories: CategoryNode[];
  parentKey: string;
  errors: Record<string, string>;
  row: RowContext;
}

function CategoryList({ categories, parentKey, errors, row }: CategoryListProps) {
  const ids = useSameIds(categories.map((category) => categoryDragId(category.key)));
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      <ul className={parentKey ? 'setup-tree setup-tree--sub' : 'setup-tree'}>
        {categories.map((category) => (
          <CategoryRow
            key={category.key}
            category={category}
            parentKey={parentKey}
            errors={errors}
            row={row}
          />
        ))}
      </ul>
    </SortableContext>
  );
}

interface CategoryRowProps {
  category: CategoryNode;
  parentKey: string;
  errors: Record<string, string>;
  row: RowContext;
}

function CategoryRow({ category, parentKey, errors, row }: CategoryRowProps) {
  const { languageId, defaultLanguageId, actions } = row;
  const data = useMemo<DragData>(() => ({ type: 'category', parentKey }), [parentKey]);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: categoryDragId(category.key), data });
  const sub = parentKey !== '';
  const label = sub ? 'Subcategory name' : 'Category name';
  const name = nameIn(category, languageId);
  const shownName = name || translatedName(category.translations, languageId, defaultLanguageId);
  const error = errors[category.key];
  const errorId = `setup-category-${category.key}-error`;
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? 'setup-category setup-category--dragging' : 'setup-category'}
      data-category-key={category.key}
    >
      <div className="setup-category__header">
        <DragHandle
          handleRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
          label={`Move ${shownName || (sub ? 'subcategory' : 'category')}`}
        />
        <input
          className="input setup-category__name"
          aria-label={label}
          value={name}
          placeholder={shownName || label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => actions.rename(category.key, event.target.value)}
          onFocus={() => actions.focusName(category.key)}
          onBlur={() => actions.blurName(category.key)}
        />
        <span className="setup-category__actions">
          {!sub && (
            <RowButton onClick={() => actions.addSubcategory(category.key)}>Subcategory</RowButton>
          )}
          {!isNewId(category.id) && (
            <RowButton onClick={() => actions.addItem(category)}>Item</RowButton>
          )}
          <RowButton onClick={() => actions.deleteCategory(category)}>Delete</RowButton>
        </span>
      </div>
      {error && (
        <p id={errorId} className="field__error setup-category__error">
          {error}
        </p>
      )}
      <ItemList category={category} row={row} />
      {category.subCategories.length > 0 && (
        <CategoryList
          categories={category.subCategories}
          parentKey={category.key}
          errors={errors}
          row={row}
        />
      )}
    </li>
  );
}

function ItemList({ category, row }: { category: CategoryNode; row: RowContext }) {
  const ids = useSameIds(category.items.map((item) => itemDragId(item.id)));
  const data = useMemo<DragData>(
    () => ({ type: 'list', categoryKey: category.key, empty: category.items.length === 0 }),
    [category.key, category.items.length],
  );
  const { setNodeRef } = useDroppable({ id: listDropId(category.key), data });
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      <ul
        ref={setNodeRef}
        className="setup-items"
        aria-label={`Items of ${translatedName(category.translations, row.languageId, row.defaultLanguageId) || 'new category'}`}
      >
        {category.items.map((item) => (
          <ItemRow key={item.id} item={item} categoryId={category.id} row={row} />
        ))}
      </ul>
    </SortableContext>
  );
}

const ITEM_DATA: DragData = { type: 'item' };

const ItemRow = memo(function ItemRow({
  item,
  categoryId,
  row,
}: {
  item: BackOfficeMenuItemView;
  categoryId: string;
  row: RowContext;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: itemDragId(item.id), data: ITEM_DATA });
  const name = translatedName(item.translations, row.languageId, row.defaultLanguageId);
  return (
    <li
      ref={setNodeRef}
      className="setup-item"
      style={transform ? { transform: CSS.Translate.toString(transform), transition } : undefined}
      data-item-id={item.id}
    >
      <DragHandle
        handleRef={setActivatorNodeRef}
        attributes={attributes}
        listeners={listeners}
        label={`Move ${name}`}
      />
      <span className="setup-item__name">{name}</span>
      <span className="setup-item__controls">
        <span className="setup-item__price">{row.formatPrice(item.price)}</span>
        <RowButton
          aria-label={`Edit ${name}`}
          onClick={() => row.actions.editItem(categoryId, item)}
        >
          Edit
        </RowButton>
        <RowButton aria-label={`Delete ${name}`} onClick={() => row.actions.deleteItem(item)}>
          Delete
        </RowButton>
      </span>
    </li>
  );
});
