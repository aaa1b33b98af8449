import { describe, expect, it } from 'vitest';
import { deliveryTimeSchema } from './schemas';
import {
  DELIVERY_TIME_CHOICES,
  DELIVERY_TIME_PLACEHOLDER,
  deliveryTimeLabel,
} from './delivery-time';

describe('delivery time choices', () => {
  it('offers the minutes of spec §9 with the spec placeholder', () => {
    expect(DELIVERY_TIME_CHOICES).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60]);
    expect(DELIVERY_TIME_PLACEHOLDER).toBe('Select expected delivery');
  });
});

describe('deliveryTimeLabel', () => {
  it("labels each choice '{n} min'", () => {
    expect(DELIVERY_TIME_CHOICES.map(deliveryTimeLabel)).toEqual([
      '5 min',
      '10 min',
      '15 min',
      '20 min',
      '25 min',
      '30 min',
      '35 min',
      '40 min',
      '45 min',
      '50 min',
      '60 min',
    ]);
  });

  it('shows 0 (set by decline and complete) as empty', () => {
    expect(deliveryTimeLabel(0)).toBe('');
  });

  it('shows nonsense values as empty too', () => {
    expect(deliveryTimeLabel(-5)).toBe('');
    expect(deliveryTimeLabel(Number.NaN)).toBe('');
    expect(deliveryTimeLabel(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('deliveryTimeSchema', () => {
  it('accepts every choice', () => {
    for (const minutes of DELIVERY_TIME_CHOICES) {
      expect(deliveryTimeSchema.parse(minutes)).toBe(minutes);
    }
  });

  it.each([0, 7, 55, 90, -5, 12.5, Number.NaN, '15', undefined, null])(
    'rejects %s with the placeholder text',
    (value) => {
      const result = deliveryTimeSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        'Select expected delivery',
      );
    },
  );
});
