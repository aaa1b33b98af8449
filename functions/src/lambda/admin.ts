import { adminHandlers } from '../groups/admin';
import { createLambdaHandler } from './create-handler';

export const handler = createLambdaHandler(adminHandlers);
