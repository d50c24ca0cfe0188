// Runs every test (unit, API on SQLite and PostgreSQL, browser) with vitest and ends with one
// plain summary line, `N passed, N failed, N skipped`, which CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const report = join(tmpdir(), `protolab-vitest-${process.pid}.json`);
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  skipped = results.numPendingTests + results.numTodoTests;
  // A file that fails before its tests run (import or setup error) has no test results: count it as one failure.
  failed += results.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  rmSync(report, { force: true });
} else {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : (run.status ?? 1));
