import { App, Tags } from 'aws-cdk-lib';
import { InroomStack } from '../lib/inroom-stack';
import { webDistDir } from '../lib/paths';
import { stageFrom } from '../lib/settings';

const app = new App();
const stage = stageFrom(app.node);

// The CLI fills these from the caller's profile when it has one. Without credentials (CI, a
// laptop running `npm run synth`) the stack stays environment-agnostic and synth still works;
// region and account then come from the profile used at deploy time.
const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

const stack = new InroomStack(app, stage ? `Inroom-${stage}` : 'Inroom', {
  description: `Inroom hospitality ordering${stage ? ` (${stage})` : ''}`,
  spaDir: webDistDir,
  ...(account || region ? { env: { account, region } } : {}),
});
// Tags on every resource, for the cost explorer.
Tags.of(stack).add('app', 'inroom');
Tags.of(stack).add('stage', stage ?? 'default');
