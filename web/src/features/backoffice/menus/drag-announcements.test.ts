import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './drag-announcements';

// Only `id` is read; dnd-kit's Active and Over carry measurements the texts never use.
const active = (id: string) => ({ id }) as Active;
const over = (id: string) => ({ id }) as Over;
const ORDER = ['Breakfast', 'Lunch', 'Dinner'];

function announcer() {
  return dragAnnouncements({
    nameOf: (id) => String(id),
    placeOf: (_, target) => `position ${ORDER.indexOf(String(target)) + 1} of ${ORDER.length}`,
  });
}

describe('drag announcements', () => {
  it('name the dragged thing and the place a drop would land on', () => {
    const say = announcer();
    expect(say.onDragStart({ active: active('Dinner') })).toBe(
      'Picked up Dinner, position 3 of 3.',
    );
    expect(say.onDragOver({ active: active('Dinner'), over: over('Lunch') })).toBe(
      'Dinner moved to position 2 of 3.',
    );
    expect(say.onDragEnd({ active: active('Dinner'), over: over('Lunch') })).toBe(
      'Dinner dropped at position 2 of 3.',
    );
    expect(say.onDragCancel({ active: active('Dinner'), over: null })).toBe(
      'Moving Dinner was cancelled.',
    );
  });

  it('say nothing new over the place just announced, such as its own place as a drag starts', () => {
    const say = announcer();
    say.onDragStart({ active: active('Dinner') });
    expect(say.onDragOver({ active: active('Dinner'), over: over('Dinner') })).toBeUndefined();
    say.onDragOver({ active: active('Dinner'), over: over('Breakfast') });
    expect(say.onDragOver({ active: active('Dinner'), over: over('Breakfast') })).toBeUndefined();
    // Back where it started is news once it has been elsewhere.
    expect(say.onDragOver({ active: active('Dinner'), over: over('Dinner') })).toBe(
      'Dinner moved to position 3 of 3.',
    );
  });

  it('drop where the last announcement said, or nowhere once off every place', () => {
    const say = announcer();
    say.onDragStart({ active: active('Breakfast') });
    expect(say.onDragEnd({ active: active('Breakfast'), over: over('Breakfast') })).toBe(
      'Breakfast dropped at position 1 of 3.',
    );
    say.onDragStart({ active: active('Lunch') });
    expect(say.onDragOver({ active: active('Lunch'), over: null })).toBe(
      'Lunch is no longer over a position.',
    );
    expect(say.onDragEnd({ active: active('Lunch'), over: null })).toBe('Lunch dropped.');
  });
});
