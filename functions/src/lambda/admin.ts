import { adminHandlers } from '../groups/admin';
import { imageStoreFromEnvironment } from '../images/s3-adapter';
import { createLambdaHandler } from './create-handler';
import { withTracing } from './tracing';

const tracing = withTracing();

// Only the back office uploads images, so only its bundle carries the S3 client.
export const handler = createLambdaHandler(
  adminHandlers,
  () => ({ images: imageStoreFromEnvironment(process.env, tracing.client) }),
  tracing,
);
