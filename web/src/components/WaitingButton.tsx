import type { ButtonHTMLAttributes } from 'react';

export interface WaitingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Something runs that this button must wait for: it says so and takes no press. */
  waiting: boolean;
}

/**
 * A button that waits without being disabled: `aria-disabled` tells assistive technology, and a
 * press does nothing, but the button keeps the focus. A disabled button loses it (Chromium moves
 * it to the page's body), so whoever pressed it with the keyboard, or had just tabbed onto it when
 * a save began, was left nowhere.
 */
export function WaitingButton({ waiting, onClick, ...props }: WaitingButtonProps) {
  return (
    <button
      type="button"
      {...props}
      aria-disabled={waiting}
      onClick={waiting ? undefined : onClick}
    />
  );
}
