import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { ChildLocations } from './ChildLocations';
import { asChild, guestLocation } from './fixtures';
import { LocationHeaderImage } from './LocationHeaderImage';

// The location page's pictures (issue 14): the header (the page's largest paint) at once and first,
// the restaurants' lazily, each from the copies its key names, in a box of its own shape.

afterEach(() => {
  cleanup();
});

const KEY = 'demo/hotel_1200x800_216x144_480x320_800x533.png';
const SRCSET = [
  '/images/demo/hotel.216x144.webp 216w',
  '/images/demo/hotel.480x320.webp 480w',
  '/images/demo/hotel.800x533.webp 800w',
  `/images/${KEY} 1200w`,
].join(', ');

describe('location pictures', () => {
  it('fetches the header at once and first, at the width of the page at each breakpoint', () => {
    const { container } = render(<LocationHeaderImage image={KEY} />);
    const image = container.querySelector('img');
    expect(image?.className).toBe('location__image');
    expect(image?.getAttribute('src')).toBe(`/images/${KEY}`);
    expect(image?.getAttribute('srcset')).toBe(SRCSET);
    expect(image?.getAttribute('sizes')).toBe(
      '(min-width: 1400px) 1288px, (min-width: 1200px) 1108px, (min-width: 992px) 928px, ' +
        '(min-width: 768px) 688px, (min-width: 576px) 508px, calc(100vw - 2rem)',
    );
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.hasAttribute('loading')).toBe(false);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['960', '400']);
  });

  it('draws each restaurant lazily from its copies, in its 4 : 3 box', () => {
    const deli = guestLocation({ name: 'Kajens Deli', image: KEY });
    const hotel = guestLocation({ name: 'Hotel', childLocations: [asChild(deli)] });
    renderRoutes([
      {
        path: '/',
        element: <ChildLocations parent={hotel} childLocations={hotel.childLocations} />,
      },
    ]);
    const image = screen.getByRole('link', { name: /Kajens Deli/ }).querySelector('img');
    expect(image?.getAttribute('srcset')).toBe(SRCSET);
    // 3 : 2 in a 4 : 3 box is drawn an eighth wider than the box.
    expect(image?.getAttribute('sizes')).toBe('(min-width: 576px) 144px, 108px');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['160', '120']);
  });
});
