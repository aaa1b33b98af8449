/** The annotation the X-Ray console and trace queries filter an order's traces by. */
export const ORDER_ANNOTATION = 'orderId';
