import { messagesOf, type Messages } from '../../../i18n';
import { en } from '../../../i18n/en';
import { enOrders } from '../../../i18n/en-orders';

/**
 * The order screens' texts in English, for the pieces the board shares with the staff view (the
 * answering controls, the order's items, the status icons): the back office is English whatever
 * language the browser or a guest's menu choice would give the guest screens.
 */
export const ENGLISH_ORDER_MESSAGES: Messages = messagesOf(undefined, 'en', { ...en, ...enOrders });
