import { z } from 'zod';
import { lazySchema } from './schema/lazy';

/**
 * The web's runtime configuration, served as /config.json beside the SPA: the CDK stack writes it
 * into the SPA bucket at deploy, the embedded stack serves it, so one build runs anywhere.
 */
export const runtimeConfigSchema = lazySchema(() =>
  z.object({
    auth: z.object({
      region: z.string().min(1),
      userPoolId: z.string().min(1),
      userPoolClientId: z.string().min(1),
      /** Only set for the embedded Cognito stand-in; on AWS Amplify derives the endpoint. */
      userPoolEndpoint: z.string().url().optional(),
      /** cognito-local has no SRP, so locally the web signs in with USER_PASSWORD_AUTH. */
      signInFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
    }),
    company: z.object({
      name: z.string(),
      address: z.string(),
      registrationNumber: z.string(),
      phone: z.string(),
      email: z.string(),
    }),
  }),
);
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const DEFAULT_COMPANY: RuntimeConfig['company'] = {
  name: 'Inroom ApS',
  address: 'Vesterbrogade 1, 1620 København V, Denmark',
  registrationNumber: 'CVR 12345678',
  phone: '+45 70 00 00 00',
  email: 'hello@inroom.example',
};
