import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../ids';
import { errorsOf } from '../testing/errors';
import { ingredient as locationIngredient } from '../testing/location';
import { name } from '../testing/translations';
import { locationIngredientInputSchema } from './location-ingredient';

/** Garlic, named in English and Danish. */
const ingredient = (changes: Record<string, unknown> = {}) =>
  locationIngredient({ translations: [name('en', 'Garlic'), name('da', 'Hvidløg')], ...changes });

/** Distinct two-letter language ids: 'aa', 'ab', ... */
const languageIds = (count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      String.fromCharCode(97 + Math.floor(index / 26)) + String.fromCharCode(97 + (index % 26)),
  );

describe('locationIngredientInputSchema', () => {
  it('parses a valid ingredient unchanged', () => {
    expect(locationIngredientInputSchema.parse(ingredient())).toEqual(ingredient());
  });

  it('accepts a new ingredient and trims its names', () => {
    const typed = ingredient({ id: EMPTY_GUID, translations: [name('en', '  Garlic ')] });
    expect(locationIngredientInputSchema.parse(typed)).toEqual(
      ingredient({ id: EMPTY_GUID, translations: [name('en', 'Garlic')] }),
    );
  });

  it('rejects an unknown field on the ingredient', () => {
    expect(errorsOf(locationIngredientInputSchema, ingredient({ isEditing: true }))).toEqual({
      '': 'Unrecognized key: "isEditing"',
    });
  });

  it('rejects an unknown field on a translation', () => {
    const value = ingredient({ translations: [{ ...name('en', 'Garlic'), description: '' }] });
    expect(errorsOf(locationIngredientInputSchema, value)).toEqual({
      'translations.0': 'Unrecognized key: "description"',
    });
  });

  it.each([
    ['id', 'garlic', 'Expected an id (a UUID)'],
    ['locationId', 7, 'Expected an id (a UUID)'],
    ['translations', 'Garlic', 'Invalid input: expected array, received string'],
  ])('rejects %s %j', (field, value, message) => {
    expect(errorsOf(locationIngredientInputSchema, ingredient({ [field]: value }))).toEqual({
      [field]: message,
    });
  });

  it('rejects an unsaved location', () => {
    expect(errorsOf(locationIngredientInputSchema, ingredient({ locationId: EMPTY_GUID }))).toEqual(
      { locationId: 'Save the record first' },
    );
  });

  it('needs at least one name', () => {
    expect(errorsOf(locationIngredientInputSchema, ingredient({ translations: [] }))).toEqual({
      translations: 'Ingredient name is required',
    });
  });

  it.each(['', '   ', undefined, 5])('rejects the name %j', (text) => {
    const value = ingredient({ translations: [name('en', 'Garlic'), name('da', text)] });
    expect(errorsOf(locationIngredientInputSchema, value)).toEqual({
      'translations.1.name': 'Ingredient name is required',
    });
  });

  it('accepts a name of 200 characters and rejects 201', () => {
    const longest = 'a'.repeat(200);
    const ok = ingredient({ translations: [name('en', longest)] });
    expect(locationIngredientInputSchema.parse(ok).translations[0]?.name).toBe(longest);
    expect(
      errorsOf(
        locationIngredientInputSchema,
        ingredient({ translations: [name('en', `${longest}a`)] }),
      ),
    ).toEqual({ 'translations.0.name': 'Ingredient name must be at most 200 characters' });
  });

  it.each(['EN', 'english', '', 1])('rejects the language id %j', (languageId) => {
    const value = ingredient({ translations: [name(languageId as string, 'Garlic')] });
    expect(Object.keys(errorsOf(locationIngredientInputSchema, value))).toEqual([
      'translations.0.languageId',
    ]);
  });

  it('rejects a language listed twice', () => {
    const value = ingredient({
      translations: [name('en', 'Garlic'), name('da', 'Hvidløg'), name('en', 'Garlic clove')],
    });
    expect(errorsOf(locationIngredientInputSchema, value)).toEqual({
      translations: 'A language appears more than once',
    });
  });

  it('accepts 50 translations and rejects 51', () => {
    const translations = languageIds(51).map((id) => name(id, 'Garlic'));
    expect(
      locationIngredientInputSchema.parse(ingredient({ translations: translations.slice(0, 50) }))
        .translations,
    ).toHaveLength(50);
    expect(errorsOf(locationIngredientInputSchema, ingredient({ translations }))).toEqual({
      translations: 'At most 50 translations',
    });
  });
});
