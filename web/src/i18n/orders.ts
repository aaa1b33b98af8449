import { en } from './en';
import { enOrders } from './en-orders';
import { useMessages, type English, type Messages } from '.';

const english: English = { ...en, ...enOrders };

/** useMessages on the order page, whose English texts come with it (en-orders.ts). */
export const useOrderMessages = (): Messages => useMessages(english);
