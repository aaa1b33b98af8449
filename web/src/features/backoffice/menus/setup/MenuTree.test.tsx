import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bigMenu, setupMenu, STARTERS_ID } from './fixtures';
import { MenuTree, type MenuTreeProps, type TreeActions } from './MenuTree';
import { treeOf, updateCategory, withName, type Tree } from './tree';

// What a keystroke in a category's name and a save cost in menu setup: the tree changes on every
// key, the buttons wait while a save runs, and the menu reloads after it; a menu of hundreds of
// items must not draw all of its item rows again each time (the editor's own behaviour is in
// MenuSetup.test.tsx). An item row reads its price through `formatPrice` whenever it renders, so
// the calls count the rows drawn.

const noop = () => undefined;
const ACTIONS: TreeActions = {
  rename: noop,
  focusName: noop,
  blurName: noop,
  addSubcategory: noop,
  addItem: noop,
  deleteCategory: noop,
  editItem: noop,
  deleteItem: noop,
};

function renderTree(tree: Tree) {
  const formatPrice = vi.fn((price: number) => `${price}`);
  const props = (next: Tree, busy = false): MenuTreeProps => ({
    tree: next,
    languageId: 'en',
    defaultLanguageId: 'en',
    busy,
    errors: {},
    actions: ACTIONS,
    formatPrice,
    onChange: noop,
    onDropped: noop,
  });
  const view = render(<MenuTree {...props(tree)} />);
  return {
    formatPrice,
    shown: within(view.container),
    rerender: (next: Tree, busy = false) => view.rerender(<MenuTree {...props(next, busy)} />),
  };
}

const renamed = (tree: Tree, key: string, name: string) =>
  updateCategory(tree, key, (category) => withName(category, 'en', name));

describe('menu setup tree', () => {
  it('draws no item row again while a category is renamed', () => {
    const tree = treeOf(setupMenu('en'));
    const { formatPrice, rerender } = renderTree(tree);
    expect(formatPrice).toHaveBeenCalledTimes(4);
    formatPrice.mockClear();

    let typed = tree;
    for (const name of ['S', 'St', 'Sta']) {
      typed = renamed(typed, STARTERS_ID, name);
      rerender(typed);
    }

    expect(screen.getAllByDisplayValue('Sta')).toHaveLength(1);
    expect(formatPrice).not.toHaveBeenCalled();
  });

  it("draws none of a 300-item category's rows again while its own name is typed", () => {
    const tree = treeOf(bigMenu(300));
    const { formatPrice, rerender } = renderTree(tree);
    expect(formatPrice).toHaveBeenCalledTimes(300);
    formatPrice.mockClear();

    rerender(renamed(tree, STARTERS_ID, 'Everything!'));

    expect(screen.getByDisplayValue('Everything!')).toBeDefined();
    expect(formatPrice).not.toHaveBeenCalled();
  });

  it("draws none of a 300-item menu's rows again while a save runs, though every button waits", () => {
    const tree = treeOf(bigMenu(300));
    const { formatPrice, shown, rerender } = renderTree(tree);
    formatPrice.mockClear();
    const edits = () => shown.getAllByRole('button', { name: /^Edit / });
    const handles = () => shown.getAllByRole('button', { name: /^Move / });
    expect(edits()).toHaveLength(300);

    const waiting = (buttons: HTMLElement[]) =>
      buttons.map((button) => button.getAttribute('aria-disabled'));
    rerender(tree, true);
    expect(new Set(waiting(edits()))).toEqual(new Set(['true']));
    expect(waiting([shown.getByRole('button', { name: 'Item' })])).toEqual(['true']);
    expect(new Set(waiting(handles()))).toEqual(new Set(['true']));

    rerender(tree, false);
    expect(new Set(waiting(edits()))).toEqual(new Set(['false']));
    expect(new Set(waiting(handles()))).toEqual(new Set(['false']));
    expect(formatPrice).not.toHaveBeenCalled();
  });

  it('draws no row again when the menu reloads unchanged after a save', () => {
    // RTK Query keeps each unchanged item the same object across a reload (structural sharing);
    // the tree's nodes and lists are built anew from it.
    const menu = bigMenu(300);
    const { formatPrice, shown, rerender } = renderTree(treeOf(menu));
    formatPrice.mockClear();

    rerender(treeOf(menu));

    expect(shown.getAllByRole('button', { name: /^Edit / })).toHaveLength(300);
    expect(formatPrice).not.toHaveBeenCalled();
  });
});
