import { CONTEXT_KEYS } from '../lib/settings';
import { stageNames } from '../lib/stage-file';

/**
 * The CDK CLI's arguments with `--stage x` / `--stage=x` replaced by `-c inroom:stage=x`; the rest
 * (other `-c` overrides, stack options) pass through unchanged.
 */
export function cdkArguments(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const inline = /^--stage=(.*)$/.exec(arg);
    if (arg !== '--stage' && !inline) {
      out.push(arg);
      continue;
    }
    const stage = inline ? inline[1] : args[++i];
    if (!stage || stage.startsWith('-'))
      throw new Error(`--stage needs a stage name: ${stageNames().join(', ')}`);
    out.push('-c', `${CONTEXT_KEYS.stage}=${stage}`);
  }
  return out;
}
