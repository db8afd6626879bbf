/**
 * The three ways to pick something up, alike wherever Cabinet drags: the mouse after 5 px (a
 * click still clicks), touch after a 250 ms press (a swipe still scrolls, on a tablet too) and the
 * keyboard (Space or Enter on a handle; arrows move one cell each, counted by the caller's
 * `stepTo`, so scrolling and pixel rounding never shift where it lands).
 */
import {
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { isArrowKey, type Offset } from './drag-steps.ts';

export const MOUSE_DISTANCE_PX = 5;
export const TOUCH_DELAY_MS = 250;
export const TOUCH_TOLERANCE_PX = 8;

/**
 * `stepTo(code)` moves the drag one cell for an arrow key and answers the offset on screen, or
 * null when it cannot go further that way: the arrow still belongs to the drag (no page scroll),
 * it just moves nothing.
 */
export function useDragSensors(stepTo: (code: string) => Offset | null) {
  const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
    if (!isArrowKey(event.code)) return undefined;
    const offset = stepTo(event.code);
    if (!offset) return currentCoordinates;
    return { x: currentCoordinates.x + offset.x, y: currentCoordinates.y + offset.y };
  };
  return useDragSensorsWith(coordinateGetter);
}

/**
 * The same three sensors with the keyboard's moves decided by `coordinateGetter`, e.g. dnd-kit
 * sortable's `sortableKeyboardCoordinates` (arrows go to the next card or the next column).
 */
export function useDragSensorsWith(coordinateGetter: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
}
