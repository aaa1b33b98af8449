import { describe, expect, it } from 'vitest';
import { AVAILABILITY_TEXTS, availabilityMessage, availabilityText } from './text';

const CPH = 'Europe/Copenhagen';
const NEW_YORK = 'America/New_York';
const WEDNESDAY_NOON = new Date('2026-06-03T10:00:00Z'); // 12:00 CEST, 06:00 EDT

describe('availabilityText', () => {
  it('says today with the time', () => {
    expect(availabilityText(new Date('2026-06-03T16:00:00Z'), WEDNESDAY_NOON, CPH)).toBe(
      'Available today at 18:00',
    );
  });

  it('says tomorrow with the time', () => {
    expect(availabilityText(new Date('2026-06-04T07:05:00Z'), WEDNESDAY_NOON, CPH)).toBe(
      'Available tomorrow at 09:05',
    );
  });

  it('shows midnight as 00:00', () => {
    expect(availabilityText(new Date('2026-06-03T22:00:00Z'), WEDNESDAY_NOON, CPH)).toBe(
      'Available tomorrow at 00:00',
    );
  });

  it('gives the local date and time when later than tomorrow', () => {
    expect(availabilityText(new Date('2026-06-05T16:00:00Z'), WEDNESDAY_NOON, CPH)).toBe(
      'Next available: Fri 5 Jun, 18:00',
    );
    expect(
      availabilityText(new Date('2026-11-30T17:00:00Z'), new Date('2026-11-27T12:00:00Z'), CPH),
    ).toBe('Next available: Mon 30 Nov, 18:00');
  });

  it('uses the given locale for the later form', () => {
    expect(availabilityText(new Date('2026-06-05T16:00:00Z'), WEDNESDAY_NOON, CPH, 'da-DK')).toBe(
      'Next available: fre. 5. jun., 18.00',
    );
  });

  it('takes an ISO string', () => {
    expect(availabilityText('2026-06-03T16:00:00.000Z', WEDNESDAY_NOON, CPH)).toBe(
      'Available today at 18:00',
    );
  });

  it('is empty when there is no next opening or it is not a date', () => {
    expect(availabilityText(undefined, WEDNESDAY_NOON, CPH)).toBe('');
    expect(availabilityText('not a date', WEDNESDAY_NOON, CPH)).toBe('');
  });

  it('uses the long form for a next opening already past', () => {
    expect(availabilityText(new Date('2026-06-02T16:00:00Z'), WEDNESDAY_NOON, CPH)).toBe(
      'Next available: Tue 2 Jun, 18:00',
    );
  });

  it('counts tomorrow across the end of a month and a year', () => {
    expect(
      availabilityText(new Date('2027-01-01T10:00:00Z'), new Date('2026-12-31T12:00:00Z'), CPH),
    ).toBe('Available tomorrow at 11:00');
  });

  describe('a viewer in another zone than the location', () => {
    it('shows the time in the viewer’s zone', () => {
      // A Copenhagen menu opening at 18:00 CEST is noon in New York.
      expect(availabilityText(new Date('2026-06-03T16:00:00Z'), WEDNESDAY_NOON, NEW_YORK)).toBe(
        'Available today at 12:00',
      );
      expect(availabilityText(new Date('2026-06-05T16:00:00Z'), WEDNESDAY_NOON, NEW_YORK)).toBe(
        'Next available: Fri 5 Jun, 12:00',
      );
    });

    it('counts today and tomorrow in the viewer’s calendar', () => {
      // 03:00Z is still Tuesday 23:00 in New York but already Wednesday 05:00 in Copenhagen.
      const lateTuesdayInNewYork = new Date('2026-06-03T03:00:00Z');
      const next = new Date('2026-06-03T16:00:00Z');
      expect(availabilityText(next, lateTuesdayInNewYork, CPH)).toBe('Available today at 18:00');
      expect(availabilityText(next, lateTuesdayInNewYork, NEW_YORK)).toBe(
        'Available tomorrow at 12:00',
      );
    });

    it('puts the same instant on different days for different viewers', () => {
      // 02:00Z Thursday is 04:00 Thursday in Copenhagen but 22:00 Wednesday in New York.
      const next = new Date('2026-06-04T02:00:00Z');
      expect(availabilityText(next, WEDNESDAY_NOON, NEW_YORK)).toBe('Available today at 22:00');
      expect(availabilityText(next, WEDNESDAY_NOON, CPH)).toBe('Available tomorrow at 04:00');
    });
  });
});

describe('availabilityMessage', () => {
  it('names the text and gives its time in the locale, for another language to word', () => {
    const today = new Date('2026-06-03T16:00:00Z');
    expect(availabilityMessage(today, WEDNESDAY_NOON, CPH)).toEqual({
      key: 'availableToday',
      time: '18:00',
    });
    expect(availabilityMessage(today, WEDNESDAY_NOON, CPH, 'da')).toEqual({
      key: 'availableToday',
      time: '18.00',
    });
    expect(
      availabilityMessage(new Date('2026-06-03T22:00:00Z'), WEDNESDAY_NOON, CPH, 'da'),
    ).toEqual({ key: 'availableTomorrow', time: '00.00' });
    expect(
      availabilityMessage(new Date('2026-06-05T16:00:00Z'), WEDNESDAY_NOON, CPH, 'da'),
    ).toEqual({ key: 'nextAvailable', time: 'fre. 5. jun., 18.00' });
  });

  it('has nothing to say without a next opening or with one that is not a date', () => {
    expect(availabilityMessage(undefined, WEDNESDAY_NOON, CPH)).toBeUndefined();
    expect(availabilityMessage('not a date', WEDNESDAY_NOON, CPH)).toBeUndefined();
  });

  it('throws for a zone Intl does not know', () => {
    expect(() => availabilityMessage(WEDNESDAY_NOON, WEDNESDAY_NOON, 'Mars/Olympus')).toThrow(
      RangeError,
    );
  });

  it("keys the spec's English texts, each with one {time}", () => {
    expect(AVAILABILITY_TEXTS).toEqual({
      availableToday: 'Available today at {time}',
      availableTomorrow: 'Available tomorrow at {time}',
      nextAvailable: 'Next available: {time}',
    });
  });
});
