import { KeyboardSensor, PointerSensor } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDragSensors } from './drag-sensors';

describe('useDragSensors', () => {
  it('gives the same sensors on every render, so no draggable is drawn again for them', () => {
    const { result, rerender } = renderHook(() => useDragSensors(sortableKeyboardCoordinates));
    const first = result.current;
    rerender();
    rerender();

    expect(result.current).toBe(first);
    expect(first.map(({ sensor }) => sensor)).toEqual([PointerSensor, KeyboardSensor]);
    expect(first[0]?.options).toEqual({ activationConstraint: { distance: 5 } });
    expect(first[1]?.options).toEqual({ coordinateGetter: sortableKeyboardCoordinates });
  });
});
