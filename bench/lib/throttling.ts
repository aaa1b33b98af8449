import type { BrowserContext, Page } from 'playwright-core';
import { MOBILE_CPU_SLOWDOWN } from './interaction-timing';

// A phone on hotel Wi-Fi, as the bench's own Chromium runs emulate it (Lighthouse's mobile preset,
// applied rather than simulated): the cases that time pages in a browser share these.

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Slows the page's network to slow 4G and, if `cpu`, its main thread by MOBILE_CPU_SLOWDOWN. */
export async function throttle(context: BrowserContext, page: Page, { cpu }: { cpu: boolean }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
  return cdp;
}
