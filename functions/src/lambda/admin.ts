import { adminHandlers } from '../groups/admin';
import { imageStoreFromEnvironment } from '../images/s3-adapter';
import { backOfficeAccess } from '../users/back-office';
import { userDirectoryFromEnvironment } from '../users/directory/cognito-adapter';
import { createLambdaHandler } from './create-handler';
import { withTracing } from './tracing';

const tracing = withTracing();

// Only the back office uploads images and manages users, so only its bundle carries the S3 and
// Cognito clients.
export const handler = createLambdaHandler(
  adminHandlers,
  () => ({
    backOffice: backOfficeAccess,
    images: imageStoreFromEnvironment(process.env, tracing.client),
    users: userDirectoryFromEnvironment(process.env, tracing.client),
  }),
  tracing,
);
