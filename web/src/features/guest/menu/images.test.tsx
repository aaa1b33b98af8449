import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DKK, makeCategory, makeItem, makeMenu } from './fixtures';
import { MenuSection } from './index';

// The menu's pictures (issue 14): each row's square and the item modal's picture from the copies
// the image key names, below the fold lazily, with their box's size so nothing moves.

afterEach(() => {
  cleanup();
});

const KEY = 'uploads/0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60_1600x1200_235x176_480x360_960x720.webp';
const COPY = (size: string) => `/images/uploads/0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60.${size}.webp`;
const SRCSET = `${COPY('235x176')} 235w, ${COPY('480x360')} 480w, ${COPY('960x720')} 960w, /images/${KEY} 1600w`;

const burger = makeItem({ name: 'Burger', price: 18500, image: KEY });
const soup = makeItem({ name: 'Soup', price: 9000, sortOrder: 1 });
const menu = makeMenu([makeCategory('Mains', [burger, soup])]);

describe('menu pictures', () => {
  it('draws a row square from its copies, lazily, at 88 px', () => {
    renderWithProviders(<MenuSection menu={menu} currency={DKK} />);
    const image = screen.getByRole('group', { name: 'Burger' }).querySelector('img');
    expect(image?.getAttribute('src')).toBe(`/images/${KEY}`);
    expect(image?.getAttribute('srcset')).toBe(SRCSET);
    // 4 : 3 in a square box is drawn a third wider than the box.
    expect(image?.getAttribute('sizes')).toBe('(min-width: 576px) 138.67px, 117.34px');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['88', '88']);
  });

  it('shows the picture in the item modal, across it, from its copies', () => {
    renderWithProviders(<MenuSection menu={menu} currency={DKK} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Burger' }));
    const image = screen.getByRole('dialog', { name: 'Burger' }).querySelector('img');
    expect(image?.className).toBe('item-modal__image');
    expect(image?.getAttribute('srcset')).toBe(SRCSET);
    expect(image?.getAttribute('sizes')).toBe('(min-width: 672px) 608px, calc(100vw - 4rem)');
    expect(image?.getAttribute('alt')).toBe('');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['608', '342']);
  });

  it('shows no picture in the modal of an item without one', () => {
    renderWithProviders(<MenuSection menu={menu} currency={DKK} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Soup' }));
    expect(screen.getByRole('dialog', { name: 'Soup' }).querySelector('img')).toBeNull();
  });

  it('draws a picture from before copies existed from its original alone', () => {
    const old = makeItem({ name: 'Stew', price: 9000, image: 'uploads/stew.png' });
    renderWithProviders(
      <MenuSection menu={makeMenu([makeCategory('Mains', [old])])} currency={DKK} />,
    );
    const image = screen.getByRole('group', { name: 'Stew' }).querySelector('img');
    expect(image?.getAttribute('src')).toBe('/images/uploads/stew.png');
    expect(image?.hasAttribute('srcset')).toBe(false);
    expect(image?.hasAttribute('sizes')).toBe(false);
  });
});
