// `npm start`: the embedded stack in the foreground until Ctrl-C.
import { configFromEnvironment, DEFAULT_ADMIN_PASSWORD } from './config';
import { AlreadyRunningError } from './data-dir';
import { startLocalStack } from './stack';

// Lambda runs Node 24; the SDK's notice about Node 20 support only adds noise to the local console.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const started = Date.now();
const config = configFromEnvironment();

try {
  const stack = await startLocalStack(config, (line) => console.log(line));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    [
      '',
      `Inroom is running at ${stack.url}  (started in ${seconds} s)`,
      '',
      `  Guest site     ${stack.url}/`,
      `  Back office    ${stack.url}/login`,
      `  Admin login    user "${stack.admin.userName}", password "${stack.admin.password}"` +
        (stack.admin.password === DEFAULT_ADMIN_PASSWORD
          ? '  (set INROOM_ADMIN_USER / INROOM_ADMIN_PASSWORD to change)'
          : ''),
      `  API            ${stack.url}/api/location/getall`,
      `  Staff SMS      ${stack.url}/local/outbox  (texts the staff would get, with their order links)`,
      `  Data           ${stack.dataDir}  (${stack.seeded === 'seeded' ? 'demo data seeded now' : 'kept from the last run'}; stop and delete it to reset)`,
      `  Stand-ins      DynamoDB ${stack.dynamoEndpoint}, S3 ${stack.s3Endpoint}, Cognito ${stack.cognito.endpoint}`,
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Inroom...`);
    stack
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  if (error instanceof AlreadyRunningError) {
    console.error(error.message);
    process.exit(2);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Port ${config.port} is in use by another program. Start with another port, e.g. PORT=3001 npm start`,
    );
    process.exit(2);
  }
  throw error;
}
