import { describe, expect, it } from 'vitest';
import { wallClockIn } from './wall-clock';

describe('wallClockIn', () => {
  it("keeps the server's English as it came", () => {
    expect(wallClockIn('21 Nov 18:05', 'en-GB')).toBe('21 Nov 18:05');
    expect(wallClockIn('21 Nov 18:05', 'en')).toBe('21 Nov 18:05');
  });

  it('re-writes the reading in another language, the same wall clock', () => {
    expect(wallClockIn('21 Nov 18:05', 'da')).toBe('21. nov. 18.05');
    expect(wallClockIn('1 Jan 00:00', 'da')).toBe('1. jan. 00.00');
    // Newer ICU writes September 'Sept' in British English.
    expect(wallClockIn('5 Sept 09:30', 'da')).toBe('5. sep. 09.30');
    expect(wallClockIn('5 Sep 09:30', 'da')).toBe('5. sep. 09.30');
    expect(wallClockIn('29 Feb 23:59', 'da')).toBe('29. feb. 23.59');
  });

  it('leaves a text that is not a day, month and time as it came', () => {
    for (const text of ['', 'yesterday', '21 Nov', '31 Feb 10:00', '21 Xyz 10:00', '21 Nov 24:00'])
      expect(wallClockIn(text, 'da')).toBe(text);
  });
});
