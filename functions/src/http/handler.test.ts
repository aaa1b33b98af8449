import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Dependencies } from '../dependencies';
import { resolvedRoutes } from '../routes';
import { apiGatewayEvent } from '../testing/events';
import { NotFoundError } from './errors';
import { defineHandler, isIdParameter, notFoundMessage, RECORD_NOT_FOUND } from './handler';
import { toApiRequest } from './request';

const ORDER_ID = '7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const deps = {} as Dependencies;

/** A staff link's route: an order id, which names a record, and a phone number, which does not. */
const staffHandler = defineHandler(
  {
    params: z.object({
      orderId: z.uuid('Expected an order id'),
      phoneNumber: z.string().regex(/^\d{4,19}$/, 'Expected a phone number'),
    }),
  },
  async ({ params }) => params,
);

const staffCall = (pathParameters: Record<string, string>) =>
  staffHandler(
    toApiRequest(
      apiGatewayEvent({
        routeKey: 'GET /api/order/getall/{orderId}/{phoneNumber}',
        pathParameters,
      }),
    ),
    deps,
  );

describe('defineHandler path parameters', () => {
  it('answers an id that cannot name a record with the 404 of an unknown record', async () => {
    await expect(staffCall({ orderId: 'abc', phoneNumber: '4520112233' })).rejects.toEqual(
      new NotFoundError('No order was found'),
    );
  });

  it('keeps a 400 for a path parameter that is input rather than a name', async () => {
    await expect(staffCall({ orderId: ORDER_ID, phoneNumber: 'x' })).rejects.toMatchObject({
      status: 400,
      code: 'bad_request',
      fields: { phoneNumber: 'Expected a phone number' },
    });
  });

  it('passes valid parameters through', async () => {
    const answer = await staffCall({ orderId: ORDER_ID, phoneNumber: '4520112233' });
    expect(answer).toMatchObject({
      statusCode: 200,
      body: { orderId: ORDER_ID, phoneNumber: '4520112233' },
    });
  });
});

describe('notFoundMessage', () => {
  it('words each kind as its service does for an unknown record', () => {
    expect(notFoundMessage('GET /api/location/get/{id}/{browserLanguage}', 'id')).toBe(
      'Location not found',
    );
    expect(notFoundMessage('DELETE /api/menu/delete/{id}', 'id')).toBe('Menu not found');
    expect(notFoundMessage('GET /api/menuitem/get/{id}', 'id')).toBe('Menu item not found');
    expect(notFoundMessage('DELETE /api/optionsgroup/delete/{id}', 'id')).toBe(
      'Options group not found',
    );
    expect(notFoundMessage('POST /api/payment/confirm/{orderId}', 'orderId')).toBe(
      'No order was found',
    );
    expect(notFoundMessage('GET /api/nothing/{id}', 'id')).toBe('Not found');
  });

  // Walks the route table, so a new route with an id in its path gets a message of its own kind.
  it.each(
    resolvedRoutes.flatMap((route) =>
      route.parameterNames
        .filter(isIdParameter)
        .map((parameter) => [route.routeKey, parameter] as const),
    ),
  )('has a message for %s {%s}', (routeKey, parameter) => {
    expect(Object.values(RECORD_NOT_FOUND)).toContain(notFoundMessage(routeKey, parameter));
  });

  it('sees ids in most parameterised routes, and not the staff phone or the browser language', () => {
    const names = new Set(resolvedRoutes.flatMap((route) => route.parameterNames));
    expect([...names].filter(isIdParameter).sort()).toEqual([
      'id',
      'languageId',
      'locationId',
      'menuId',
      'orderId',
    ]);
    expect([...names].filter((name) => !isIdParameter(name)).sort()).toEqual([
      'browserLanguage',
      'phoneNumber',
    ]);
  });
});
