import { runPlayerBench } from './player';
await runPlayerBench();
process.exit(0);
