import { en } from './en';
import { enCheckout } from './en-checkout';
import { useMessages, type English, type Messages } from '.';

const english: English = { ...en, ...enCheckout };

/** useMessages on the basket and delivery pages, whose English texts come with them. */
export const useCheckoutMessages = (): Messages => useMessages(english);
