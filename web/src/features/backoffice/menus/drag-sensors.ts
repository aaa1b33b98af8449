import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Activators,
  type KeyboardCoordinateGetter,
  type KeyboardSensorOptions,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { useMemo } from 'react';

// dnd-kit keeps a sensor only while its options object is the same one. Options written inline are
// new on every render, and new sensors reach every draggable through dnd-kit's context: typing one
// category's name re-rendered all 500 rows of a 500-item menu setup, memoised or not.

/** A sensor's own options, and whether a drag may start now (asked at each press). */
type Gated<T> = T & { canStart?: () => boolean };

/**
 * The activators of `activators`, refusing to start a drag while the options' `canStart` says no.
 * A list waits that way while it saves, without telling every row it is disabled: re-rendering the
 * rows of a 500-item menu setup twice per save was about a quarter of the save's script.
 */
function gated<O, A extends Activators<O>>(activators: A): A {
  const wrapped: Activators<Gated<O>> = activators.map(({ eventName, handler }) => ({
    eventName,
    handler: (event, options, context) =>
      options.canStart?.() === false ? false : handler(event, options, context),
  }));
  // The same event names and handlers' signatures: dnd-kit types each sensor's list by its own
  // event name, which `map` widens.
  return wrapped as A;
}

class GatedPointerSensor extends PointerSensor {
  static override activators = gated<PointerSensorOptions, typeof PointerSensor.activators>(
    PointerSensor.activators,
  );
}

class GatedKeyboardSensor extends KeyboardSensor {
  static override activators = gated<KeyboardSensorOptions, typeof KeyboardSensor.activators>(
    KeyboardSensor.activators,
  );
}

/** A press becomes a drag after 5 px of movement, so taps on a row's buttons stay taps. */
const POINTER_CONSTRAINT: PointerSensorOptions['activationConstraint'] = { distance: 5 };

const always = () => true;

/**
 * The pointer and keyboard sensors of a sortable list, the same objects from render to render.
 * `coordinateGetter` (the keyboard's moves) must itself be stable: a module-level function; so
 * must `canStart`, which is asked at each press whether a drag may start (read a ref in it).
 */
export function useDragSensors(
  coordinateGetter: KeyboardCoordinateGetter,
  canStart: () => boolean = always,
) {
  const pointerOptions = useMemo<Gated<PointerSensorOptions>>(
    () => ({ activationConstraint: POINTER_CONSTRAINT, canStart }),
    [canStart],
  );
  const keyboardOptions = useMemo<Gated<KeyboardSensorOptions>>(
    () => ({ coordinateGetter, canStart }),
    [coordinateGetter, canStart],
  );
  return useSensors(
    useSensor(GatedPointerSensor, pointerOptions),
    useSensor(GatedKeyboardSensor, keyboardOptions),
  );
}
