import { OPTIONS_GROUP_TYPE, type OptionsGroupType } from '../entities/catalog/options-group-type';

// How a guest picks options in a group (spec §4, §5). The web runs these as the guest taps, and
// the server runs the same validation again when an order is created.

export type SelectableGroup = { type: OptionsGroupType; quantity: number };

/**
 * The selection after the guest taps `optionId`, in the order options were chosen. Tapping a chosen
 * option unchoses it. When the group is full (quantity reached, quantity not 0), choosing another
 * drops the earliest chosen one, so a quantity-1 group behaves like radio buttons.
 */
export function toggleOption(
  group: Pick<SelectableGroup, 'quantity'>,
  selected: readonly string[],
  optionId: string,
): string[] {
  if (selected.includes(optionId)) return selected.filter((id) => id !== optionId);
  const full = group.quantity > 0 && selected.length >= group.quantity;
  const kept = full ? selected.slice(selected.length - group.quantity + 1) : selected;
  return [...kept, optionId];
}

/** 'Please select {quantity} option', with an s when quantity is above 1 (spec §5). */
export function selectOptionsMessage(quantity: number): string {
  return `Please select ${quantity} option${quantity > 1 ? 's' : ''}`;
}

/**
 * The message for a group whose selection breaks its rule, or undefined when it is fine: type 1
 * needs exactly `quantity` chosen; other types allow at most `quantity`; quantity 0 means no limit.
 */
export function optionsGroupError(
  group: SelectableGroup,
  selectedCount: number,
): string | undefined {
  if (group.quantity === 0) return undefined;
  const ok =
    group.type === OPTIONS_GROUP_TYPE.required
      ? selectedCount === group.quantity
      : selectedCount <= group.quantity;
  return ok ? undefined : selectOptionsMessage(group.quantity);
}

export type ValidatableGroup = SelectableGroup & {
  id: string;
  options: readonly { id: string }[];
};

export type OptionSelectionResult = {
  /** Message per options group id that breaks its rule, in the item's group order. */
  groupErrors: Record<string, string>;
  /** Chosen ids that belong to none of the item's groups (or appear twice). */
  unknownOptionIds: string[];
  valid: boolean;
};

/** Validates every group of a menu item against the chosen option ids. */
export function validateOptionSelection(
  groups: readonly ValidatableGroup[],
  selectedOptionIds: readonly string[],
): OptionSelectionResult {
  const groupErrors: Record<string, string> = {};
  const seen = new Set<string>();
  const unknownOptionIds = selectedOptionIds.filter((id) => {
    const duplicate = seen.has(id);
    seen.add(id);
    return duplicate;
  });
  const known = new Set<string>();
  for (const group of groups) {
    const count = group.options.filter((option) => seen.has(option.id)).length;
    for (const option of group.options) known.add(option.id);
    const error = optionsGroupError(group, count);
    if (error) groupErrors[group.id] = error;
  }
  for (const id of seen) if (!known.has(id)) unknownOptionIds.push(id);
  return {
    groupErrors,
    unknownOptionIds,
    valid: Object.keys(groupErrors).length === 0 && unknownOptionIds.length === 0,
  };
}
