import { guestHandlers } from '../groups/guest';
import { createLambdaHandler } from './create-handler';

export const handler = createLambdaHandler(guestHandlers);
