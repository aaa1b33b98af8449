import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  optionsGroupError,
  selectOptionsMessage,
  toggleOption,
  validateOptionSelection,
} from './selection';

describe('choosing options (spec §4)', () => {
  it('adds options while the group has room', () => {
    expect(toggleOption({ quantity: 2 }, [], 'a')).toEqual(['a']);
    expect(toggleOption({ quantity: 2 }, ['a'], 'b')).toEqual(['a', 'b']);
  });

  it('drops the earliest chosen when the group is full', () => {
    expect(toggleOption({ quantity: 2 }, ['a', 'b'], 'c')).toEqual(['b', 'c']);
    expect(toggleOption({ quantity: 1 }, ['a'], 'b')).toEqual(['b']);
  });

  it('has no limit when quantity is 0', () => {
    expect(toggleOption({ quantity: 0 }, ['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('deselects a chosen option', () => {
    expect(toggleOption({ quantity: 2 }, ['a', 'b'], 'a')).toEqual(['b']);
  });

  it('never holds more than quantity, nor an option twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 30 }),
        (quantity, taps) => {
          const selected = taps.reduce<string[]>(
            (list, tap) => toggleOption({ quantity }, list, tap),
            [],
          );
          if (quantity > 0) expect(selected.length).toBeLessThanOrEqual(quantity);
          expect(new Set(selected).size).toBe(selected.length);
        },
      ),
    );
  });
});

describe('the message (spec §5)', () => {
  it.each([
    [1, 'Please select 1 option'],
    [2, 'Please select 2 options'],
    [5, 'Please select 5 options'],
  ])('quantity %d: %s', (quantity, message) => {
    expect(selectOptionsMessage(quantity)).toBe(message);
  });
});

describe('group rules (spec §5)', () => {
  it('type 1 needs exactly quantity chosen', () => {
    expect(optionsGroupError({ type: 1, quantity: 2 }, 0)).toBe('Please select 2 options');
    expect(optionsGroupError({ type: 1, quantity: 2 }, 1)).toBe('Please select 2 options');
    expect(optionsGroupError({ type: 1, quantity: 2 }, 2)).toBeUndefined();
    expect(optionsGroupError({ type: 1, quantity: 2 }, 3)).toBe('Please select 2 options');
    expect(optionsGroupError({ type: 1, quantity: 1 }, 0)).toBe('Please select 1 option');
  });

  it.each([2, 3] as const)('type %d allows at most quantity', (type) => {
    expect(optionsGroupError({ type, quantity: 2 }, 0)).toBeUndefined();
    expect(optionsGroupError({ type, quantity: 2 }, 2)).toBeUndefined();
    expect(optionsGroupError({ type, quantity: 2 }, 3)).toBe('Please select 2 options');
  });

  it.each([1, 2, 3] as const)('type %d with quantity 0 has no limit', (type) => {
    expect(optionsGroupError({ type, quantity: 0 }, 0)).toBeUndefined();
    expect(optionsGroupError({ type, quantity: 0 }, 7)).toBeUndefined();
  });
});

describe('validating an item (web and server alike)', () => {
  const groups = [
    { id: 'size', type: 1 as const, quantity: 1, options: [{ id: 's' }, { id: 'l' }] },
    {
      id: 'sauce',
      type: 1 as const,
      quantity: 2,
      options: [{ id: 'ketchup' }, { id: 'mayo' }, { id: 'aioli' }],
    },
    { id: 'extra', type: 2 as const, quantity: 1, options: [{ id: 'cheese' }, { id: 'bacon' }] },
    { id: 'remove', type: 3 as const, quantity: 0, options: [{ id: 'onion' }, { id: 'pickles' }] },
  ];

  it('accepts a selection that meets every group', () => {
    expect(validateOptionSelection(groups, ['l', 'mayo', 'aioli', 'onion', 'pickles'])).toEqual({
      groupErrors: {},
      unknownOptionIds: [],
      valid: true,
    });
  });

  it('names each failing group with its message', () => {
    expect(validateOptionSelection(groups, ['s', 'l', 'mayo', 'cheese', 'bacon'])).toEqual({
      groupErrors: {
        size: 'Please select 1 option',
        sauce: 'Please select 2 options',
        extra: 'Please select 1 option',
      },
      unknownOptionIds: [],
      valid: false,
    });
  });

  it('rejects options of no group of the item, and an option chosen twice', () => {
    const result = validateOptionSelection(groups, ['s', 'mayo', 'aioli', 'mayo', 'truffle']);
    expect(result.unknownOptionIds).toEqual(['mayo', 'truffle']);
    expect(result.groupErrors).toEqual({});
    expect(result.valid).toBe(false);
  });

  it('an item without groups takes no options', () => {
    expect(validateOptionSelection([], []).valid).toBe(true);
    expect(validateOptionSelection([], ['x']).unknownOptionIds).toEqual(['x']);
  });
});
