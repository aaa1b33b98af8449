import {
  responsiveImage,
  type ImageLayout,
  type ResponsiveImageAttributes,
} from '../../../components/responsiveImage';

// The location page's header image, shared by its <img> (LocationHeaderImage.tsx) and the boot
// script that preloads it (web/src/boot/preload.ts): both must pick the same copy, or the browser
// downloads two.

/**
 * The header image's box (location.css .location__image): the page's content width (the page less
 * its 1rem padding a side, at each breakpoint's --page-max in styles.css), 12 : 5, covered.
 */
export const HEADER_IMAGE_LAYOUT: ImageLayout = {
  sizes: [
    { media: '(min-width: 1400px)', width: '1288px' },
    { media: '(min-width: 1200px)', width: '1108px' },
    { media: '(min-width: 992px)', width: '928px' },
    { media: '(min-width: 768px)', width: '688px' },
    { media: '(min-width: 576px)', width: '508px' },
    { width: 'calc(100vw - 2rem)' },
  ],
  coverAspect: 12 / 5,
};

export const headerImageSources = (key: string): ResponsiveImageAttributes =>
  responsiveImage(key, HEADER_IMAGE_LAYOUT);
