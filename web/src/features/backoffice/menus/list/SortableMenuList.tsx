import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MenuView } from '@inroom/shared';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { dragAnnouncements } from '../drag-announcements';
import { useDragSensors } from '../drag-sensors';

export interface SortableMenuListProps {
  menus: readonly MenuView[];
  /** A row's buttons wait while something is being saved. */
  busy: boolean;
  /** The menus in their new order, after a drag that moved one. */
  onReorder: (menus: MenuView[]) => void;
  onSettings: (menu: MenuView) => void;
  onToggleActive: (menu: MenuView) => void;
  onDelete: (menu: MenuView) => void;
}

interface RowProps extends Omit<SortableMenuListProps, 'menus' | 'onReorder'> {
  menu: MenuView;
}

function MenuRow({ menu, busy, onSettings, onToggleActive, onDelete }: RowProps) {
  // dnd-kit's ARIA attributes (role="button", aria-roledescription …) go on the handle, which is a
  // real button; the row stays a plain <li> so the list keeps its list semantics for axe.
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: menu.id });
  const className = [
    'menu-row',
    menu.isActive ? '' : 'menu-row--inactive',
    isDragging ? 'menu-row--dragging' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      ref={setNodeRef}
      className={className}
      data-menu-id={menu.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="menu-row__handle"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${menu.name}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="menu-row__name">
        {menu.name}
        {!menu.isActive && <span className="menu-row__tag"> (inactive)</span>}
      </span>
      <span className="menu-row__actions">
        <button type="button" className="button" disabled={busy} onClick={() => onSettings(menu)}>
          Settings
        </button>
        <Link className="button" to={`/be/menu/${encodeURIComponent(menu.id)}/setup`}>
          Setup
        </Link>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => onToggleActive(menu)}
        >
          {menu.isActive ? 'Deactivate' : 'Activate'}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onDelete(menu)}>
          Delete
        </button>
      </span>
    </li>
  );
}

/** The location's menus as rows sorted by drag: with a pointer or with the keyboard (spec §2). */
export function SortableMenuList({ menus, onReorder, ...rowProps }: SortableMenuListProps) {
  const sensors = useDragSensors(sortableKeyboardCoordinates);
  // Kept while the list is: the order changes on a drop, not during a drag.
  const announcements = useMemo(
    () =>
      dragAnnouncements({
        nameOf: (id) => menus.find((menu) => menu.id === id)?.name ?? '',
        placeOf: (_, over) =>
          `position ${menus.findIndex((menu) => menu.id === over) + 1} of ${menus.length}`,
      }),
    [menus],
  );

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = menus.findIndex((menu) => menu.id === active.id);
    const to = menus.findIndex((menu) => menu.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...menus], from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements }}
      onDragEnd={dragEnd}
    >
      <SortableContext items={menus.map((menu) => menu.id)} strategy={verticalListSortingStrategy}>
        <ul className="menu-list">
          {menus.map((menu) => (
            <MenuRow key={menu.id} menu={menu} {...rowProps} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
