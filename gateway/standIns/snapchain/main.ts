// `npm run snapchain -- [flags]`: the stand-in Snapchain node (standInNode.ts), until Ctrl-C.
import { runStandIn } from '../cli';
import { SNAPCHAIN_FLAGS, SNAPCHAIN_USAGE, snapchainOptions } from './snapchainFlags';
import { startStandInNode } from './standInNode';

await runStandIn(
  SNAPCHAIN_USAGE,
  SNAPCHAIN_FLAGS,
  (flags) => startStandInNode(snapchainOptions(flags)),
  (url) => `Snapchain node stand-in: ${url} (--hub-url ${url})`,
);
