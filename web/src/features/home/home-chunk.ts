// The home page's chunk: the router imports only this module. A guest who opens their hotel's link
// (most of them, from a QR code) never shows the home page, so its code is not in the entry chunk;
// a guest who does open it gets this chunk and its location list asked for by the boot script.
export { HomePage } from './HomePage';
