import { KeyboardSensor, PointerSensor } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDragSensors } from './drag-sensors';

const noDrag = () => false;

describe('useDragSensors', () => {
  it('gives the same sensors on every render, so no draggable is drawn again for them', () => {
    const { result, rerender } = renderHook(() =>
      useDragSensors(sortableKeyboardCoordinates, noDrag),
    );
    const first = result.current;
    rerender();
    rerender();

    expect(result.current).toBe(first);
    const [pointer, keyboard] = first;
    expect(pointer?.sensor.prototype).toBeInstanceOf(PointerSensor);
    expect(keyboard?.sensor.prototype).toBeInstanceOf(KeyboardSensor);
    expect(pointer?.options).toEqual({ activationConstraint: { distance: 5 }, canStart: noDrag });
    expect(keyboard?.options).toEqual({
      coordinateGetter: sortableKeyboardCoordinates,
      canStart: noDrag,
    });
  });

  it('starts no drag, by pointer or by keyboard, while canStart says no', () => {
    let allowed = false;
    const { result } = renderHook(() => useDragSensors(sortableKeyboardCoordinates, () => allowed));
    const [pointer, keyboard] = result.current;
    const press = (descriptor: typeof pointer, event: unknown) => {
      const onActivation = vi.fn();
      const [activator] = descriptor?.sensor.activators ?? [];
      const started = activator?.handler(
        event,
        { ...descriptor?.options, onActivation },
        { active: { activatorNode: { current: null } } as never },
      );
      return { started, activated: onActivation.mock.calls.length };
    };
    const pointerDown = { nativeEvent: { isPrimary: true, button: 0 } };
    const space = { nativeEvent: { code: 'Space' }, target: null, preventDefault: vi.fn() };

    expect(press(pointer, pointerDown)).toEqual({ started: false, activated: 0 });
    expect(press(keyboard, space)).toEqual({ started: false, activated: 0 });
    allowed = true;
    expect(press(pointer, pointerDown)).toEqual({ started: true, activated: 1 });
    expect(press(keyboard, space)).toEqual({ started: true, activated: 1 });
  });
});
