import { timeOfDaySchema } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { normalizeTimeOfDay, NEW_MENU, TIME_OF_DAY_PATTERN, toMenuInput } from './menuInput';

describe('normalizeTimeOfDay', () => {
  it('keeps 24-hour HH:MM times as they are', () => {
    for (const time of ['00:00', '09:05', '12:00', '13:30', '23:59'])
      expect(normalizeTimeOfDay(time)).toBe(time);
  });

  it('pads and punctuates times typed loosely, as a numeric keypad allows', () => {
    expect(normalizeTimeOfDay('930')).toBe('09:30');
    expect(normalizeTimeOfDay('1430')).toBe('14:30');
    expect(normalizeTimeOfDay(' 9:30 ')).toBe('09:30');
    expect(normalizeTimeOfDay('7.15')).toBe('07:15');
    expect(normalizeTimeOfDay('0000')).toBe('00:00');
  });

  it('leaves anything that is not a 24-hour time for the schema to reject', () => {
    for (const text of ['', '24:00', '12:60', '2:30 PM', '12:3', 'noon', '12345']) {
      const result = normalizeTimeOfDay(text);
      expect(result).toBe(text.trim());
      expect(timeOfDaySchema.safeParse(result).success, text).toBe(false);
    }
  });
});

describe('TIME_OF_DAY_PATTERN', () => {
  // The browser anchors a pattern attribute at both ends, as done here.
  const matches = (text: string) => new RegExp(`^(?:${TIME_OF_DAY_PATTERN})$`, 'v').test(text);

  it('accepts exactly what the shared schema stores', () => {
    for (const text of ['00:00', '09:30', '23:59', '24:00', '9:30', '12:60', '2:30 PM'])
      expect(matches(text), text).toBe(timeOfDaySchema.safeParse(text).success);
  });
});

describe('toMenuInput', () => {
  it('sends the times in HH:MM even when the field was not left before saving', () => {
    const input = toMenuInput(
      NEW_MENU,
      { ...NEW_MENU, name: 'Brunch', availableFrom: '930', availableTo: '14.30' },
      0,
    );
    expect(input).toMatchObject({ availableFrom: '09:30', availableTo: '14:30' });
  });
});
