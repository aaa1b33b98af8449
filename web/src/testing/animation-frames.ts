/** A frame's length at 60 Hz, as jsdom's own frames run. */
const FRAME_MS = 1000 / 60;

/** Once per window: the web files that share a worker share its window and this module. */
let installed = false;

/**
 * Gives the window animation frames that run on the real clock, whatever a test fakes.
 *
 * jsdom runs its frames on one interval that it starts with the global `setInterval`, looked up
 * when a frame is asked for while none is waiting. A frame asked for under a fake `setInterval`
 * (`vi.useFakeTimers` with a `toFake` that leaves `requestAnimationFrame` real, as the staff
 * countdown tests do) is stranded once the test puts real timers back, and jsdom never starts its
 * interval again while that frame waits: every later frame in the worker's shared window was lost.
 * The orders board returns focus to its row in a frame, and its test failed that way when it ran
 * after one of those tests in the same worker.
 *
 * These frames each run on the real `setTimeout`, taken when this first runs, so no fake clock can
 * strand one. A test that fakes `requestAnimationFrame` itself (`vi.useFakeTimers()`'s default)
 * still gets fake frames, and this one back when it puts real timers back.
 */
export function installRealAnimationFrames(window: Window & typeof globalThis) {
  if (installed) return;
  installed = true;
  const setTimeout = window.setTimeout.bind(window);
  const clearTimeout = window.clearTimeout.bind(window);
  const waiting = new Map<number, ReturnType<typeof setTimeout>>();
  let lastHandle = 0;
  window.requestAnimationFrame = (callback) => {
    const handle = ++lastHandle;
    waiting.set(
      handle,
      setTimeout(() => {
        waiting.delete(handle);
        callback(window.performance.now());
      }, FRAME_MS),
    );
    return handle;
  };
  window.cancelAnimationFrame = (handle) => {
    clearTimeout(waiting.get(handle));
    waiting.delete(handle);
  };
}
