import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
  type KeyboardSensorOptions,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { useMemo } from 'react';

// dnd-kit keeps a sensor only while its options object is the same one. Options written inline are
// new on every render, and new sensors reach every draggable through dnd-kit's context: typing one
// category's name re-rendered all 500 rows of a 500-item menu setup, memoised or not.

/** A press becomes a drag after 5 px of movement, so taps on a row's buttons stay taps. */
const POINTER_OPTIONS: PointerSensorOptions = { activationConstraint: { distance: 5 } };

/**
 * The pointer and keyboard sensors of a sortable list, the same objects from render to render.
 * `coordinateGetter` (the keyboard's moves) must itself be stable: a module-level function.
 */
export function useDragSensors(coordinateGetter: KeyboardCoordinateGetter) {
  const keyboardOptions = useMemo<KeyboardSensorOptions>(
    () => ({ coordinateGetter }),
    [coordinateGetter],
  );
  return useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, keyboardOptions),
  );
}
