import type { ReactNode } from 'react';

/**
 * The buttons of one row in an ordered list of the item form: move up, move down, any row-specific
 * `actions`, remove, then any `trailing` ones. Accessible names say which row they act on.
 */
export function OrderedRowActions({
  name,
  index,
  count,
  onMove,
  onRemove,
  actions,
  trailing,
}: {
  /** The row's name, used in the buttons' accessible names. */
  name: string;
  index: number;
  /** How many rows the list has. */
  count: number;
  /** Move the row at `index` to `to`. */
  onMove: (to: number) => void;
  onRemove: () => void;
  actions?: ReactNode;
  trailing?: ReactNode;
}) {
  return (
    <div className="item-form__row-actions">
      <button
        type="button"
        className="button"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="button"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
      {actions}
      <button type="button" className="button" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </button>
      {trailing}
    </div>
  );
}
