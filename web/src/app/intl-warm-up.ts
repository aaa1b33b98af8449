// A page's first Intl formatter loads ICU's data on the main thread: 25 to 60 ms here for the first
// one of any kind (a price, a time, a sorted name), four times that on a slow phone, inside the
// render that first shows a menu. ICU keeps that data for the whole browser process, so a worker
// that builds the same formatters first, on another thread while the page's code and data are on
// their way, leaves the page's own nearly free: a price and two times took 2 to 7 ms after it
// instead of 55 to 70 (Chromium). Imported first by main.tsx, so the worker starts before the rest
// of the entry runs. Only a speed-up: a browser that cannot start it formats as before.
try {
  new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url));
} catch {
  // The page formats as it did without the warm-up.
}
