import {
  orderExportQuerySchema,
  orderHistoryQuerySchema,
  orderTotalsQuerySchema,
  savedIdSchema,
  lazySchema,
} from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../../http/handler';
import { orderBoard } from './board';
import { orderDetail } from './detail';
import { exportOrders } from './export';
import { orderHistoryPage } from './history';
import { orderTotals } from './totals';

// The back office's orders reads (issue 17, docs/api.md "Orders board"): admin access, checked by
// the authorizer, scoped to the location's managers (docs/api.md, Roles), served by the admin
// function (they need the table only). The answers are in
// action-handlers.ts.

const locationParams = lazySchema(() => z.object({ locationId: savedIdSchema }));
const orderParams = lazySchema(() => z.object({ orderId: savedIdSchema }));
const ofLocation = ({ params }: { params: { locationId: string } }) => [
  { location: params.locationId },
];

export const getOrderBoardHandler = defineHandler(
  { params: locationParams, scope: ofLocation },
  ({ params, deps }) => orderBoard(deps, params.locationId),
);

export const getOrderDetailHandler = defineHandler(
  { params: orderParams, scope: ({ params }) => [{ order: params.orderId }] },
  ({ params, deps }) => orderDetail(deps, params.orderId),
);

export const getOrderHistoryHandler = defineHandler(
  { params: locationParams, query: orderHistoryQuerySchema, scope: ofLocation },
  ({ params, query, deps }) => orderHistoryPage(deps, params.locationId, query),
);

export const getOrderTotalsHandler = defineHandler(
  { params: locationParams, query: orderTotalsQuerySchema, scope: ofLocation },
  ({ params, query, deps }) => orderTotals(deps, params.locationId, query),
);

export const exportOrdersHandler = defineHandler(
  { params: locationParams, query: orderExportQuerySchema, scope: ofLocation },
  ({ params, query, deps }) => exportOrders(deps, params.locationId, query),
);
