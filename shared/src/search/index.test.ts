import { describe, expect, it } from 'vitest';
import * as search from './index';

describe('search index', () => {
  it('re-exports the location search', () => {
    expect(Object.keys(search).sort()).toEqual(['matchesLocationSearch', 'searchLocations']);
  });
});
