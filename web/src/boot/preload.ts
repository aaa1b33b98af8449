import { guestLocationArgs, guestLocationPath } from '../features/guest/location-request';
import { headerImageSources } from '../features/guest/location/headerImage';
import { ordersPath, staffContactPath } from '../features/orders/order-requests';
import { LOCATION_LIST_PATH } from '../features/locations/paths';
import { ACTIVE_ORDERS_PATH } from '../features/orders/banner-boot';
import { firstPageRequests } from './first-page';
import type { GuestPageFiles } from './guest-pages';
import { startBootRequest } from './requests';

// The boot script, inlined in index.html's <head> by the Vite plugin in web/vite/boot-script.ts
// and allowed by its hash under the content security policy. On slow hotel Wi-Fi the first page
// otherwise waits for HTML, then the app's JavaScript, then /config.json and the API, one after
// the other; this starts the data requests at once, alongside the JavaScript, and the app adopts
// them (requests.ts), starting their queries as the page's code arrives (first-page.ts says which).
// It must stay tiny and never throw: the page works the same without it.

/** The guest pages' lazy chunks (JS and CSS), filled in at build by the Vite plugin. */
declare const __GUEST_PAGE_FILES__: Partial<GuestPageFiles>;

function preload(href: string, as: 'script' | 'style' | 'image'): HTMLLinkElement {
  const link = document.createElement('link');
  if (as === 'script') {
    link.rel = 'modulepreload';
  } else {
    link.rel = 'preload';
    link.as = as;
  }
  // As Vite's loader asks for chunks (crossorigin=""), or the browser downloads them twice.
  if (as !== 'image') link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
  return link;
}

/** The guest location page's API answer also names its header image, the page's largest paint. */
async function preloadHeaderImage(response: Promise<Response>): Promise<void> {
  const body: unknown = await (await response).clone().json();
  if (typeof body !== 'object' || body === null || !('image' in body)) return;
  if (typeof body.image !== 'string' || body.image === '') return;
  // The copy the page's <img> picks by its srcset and sizes, not the original: the browser would
  // download both. Set before the link is in the document, which is when it is fetched.
  const { src, srcSet, sizes } = headerImageSources(body.image);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  if (srcSet && sizes) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.href = src;
  link.fetchPriority = 'high';
  document.head.append(link);
}

try {
  const origin = window.location.origin;
  // Always revalidated, as loadConfig asks: it changes with each deployment.
  startBootRequest(`${origin}/config.json`, { cache: 'no-cache' });
  const requests = firstPageRequests(window.location, localStorage);
  window.__inroomFirstPage = requests;
  if (requests.location) {
    const { id, menuLanguageId } = requests.location;
    const { language } = guestLocationArgs(id, menuLanguageId, navigator.language);
    const url = `${origin}/api/${guestLocationPath(id, language)}`;
    startBootRequest(url);
    const request = window.__inroomBoot?.[url];
    if (request) preloadHeaderImage(request).catch(() => undefined);
  }
  if (requests.orders) startBootRequest(`${origin}/api/${ordersPath(requests.orders)}`);
  // Staff: the contact the link was texted to, which the page asks for once the order is shown.
  if (requests.staffContact)
    startBootRequest(`${origin}/api/${staffContactPath(requests.staffContact)}`);
  if (requests.locationList) startBootRequest(`${origin}/api/${LOCATION_LIST_PATH}`);
  // The page's own code, which the router would otherwise ask for only once the entry has run.
  const parts = requests.page ? [__GUEST_PAGE_FILES__[requests.page]] : [];
  // A guest who has ordered here gets the active orders banner above the page, which the page waits
  // for (useBannerWait): its list and its code, at once too.
  if (requests.activeOrders) {
    startBootRequest(`${origin}/api/${ACTIVE_ORDERS_PATH}`);
    parts.push(__GUEST_PAGE_FILES__.activeOrders);
  }
  for (const files of parts) {
    for (const script of files?.scripts ?? []) preload(script, 'script');
    for (const style of files?.styles ?? []) preload(style, 'style');
  }
} catch {
  // Private mode without storage, an old browser: the app makes its own requests.
}
