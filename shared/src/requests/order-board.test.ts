import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/errors';
import {
  orderBackOfficeAcceptSchema,
  orderExportQuerySchema,
  orderHistoryQuerySchema,
  orderTotalsQuerySchema,
} from './order-board';

const ORDER_ID = '4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d';

describe('orderBackOfficeAcceptSchema', () => {
  it('takes an order and one of the delivery choices', () => {
    expect(
      orderBackOfficeAcceptSchema.parse({ orderId: ORDER_ID, expectedDeliveryTimeMinutes: 15 }),
    ).toEqual({ orderId: ORDER_ID, expectedDeliveryTimeMinutes: 15 });
    expect(
      errorsOf(orderBackOfficeAcceptSchema, { orderId: ORDER_ID, expectedDeliveryTimeMinutes: 7 }),
    ).toEqual({ expectedDeliveryTimeMinutes: 'Select expected delivery' });
  });
});

describe('order history queries', () => {
  it('read the page size and status from the query string, with a default page', () => {
    expect(
      orderHistoryQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30', status: '2' }),
    ).toEqual({ from: '2026-11-01', to: '2026-11-30', status: 2, limit: 50 });
    expect(
      orderHistoryQuerySchema.parse({ from: '2026-11-01', to: '2026-11-01', limit: '100' }).limit,
    ).toBe(100);
  });

  it('refuse a page over 100, an unknown status and another field', () => {
    const errors = (query: Record<string, string>) =>
      errorsOf(orderHistoryQuerySchema, { from: '2026-11-01', to: '2026-11-02', ...query });
    expect(errors({ limit: '101' })).toEqual({ limit: 'Limit must be at most 100' });
    expect(errors({ limit: 'x' })).toEqual({ limit: 'Limit must be a number' });
    expect(Object.keys(errors({ status: '9' }))).toEqual(['status']);
    expect(
      orderHistoryQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-02', page: '2' })
        .success,
    ).toBe(false);
  });

  it('refuse a date that is not one, a range backwards and one over 92 days', () => {
    for (const schema of [
      orderTotalsQuerySchema,
      orderExportQuerySchema,
      orderHistoryQuerySchema,
    ]) {
      expect(errorsOf(schema, { from: '2026-02-30', to: '2026-03-01' })).toEqual({
        from: 'From must be a date (YYYY-MM-DD)',
      });
      expect(errorsOf(schema, { from: '2026-11-02', to: '2026-11-01' })).toEqual({
        to: 'To must not be before From',
      });
      // 1 January to 2 April 2026 is 92 days, both included.
      expect(errorsOf(schema, { from: '2026-01-01', to: '2026-04-03' })).toEqual({
        to: 'The range must be at most 92 days',
      });
      expect(schema.safeParse({ from: '2026-01-01', to: '2026-04-02' }).success).toBe(true);
    }
  });
});
