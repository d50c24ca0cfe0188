// Runs every test (unit, API on SQLite and PostgreSQL, browser) with vitest and ends with one
// plain summary line, `N passed, N failed, N skipped`, which CI reads. Before it, one line per kind
// of test, so the total means something: most API tests run twice (once per engine).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const report = join(tmpdir(), `protolab-vitest-${process.pid}.json`);
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);

const KINDS = ['unit', 'component', 'API on SQLite', 'API on PostgreSQL', 'API, other', 'browser'];

/** The kind of a test: by its file, and for API tests by the engine its suite names ("[sqlite]", "[pg]"). */
function kindOf(file, test) {
  if (file.startsWith('test/e2e/')) return 'browser';
  if (file.startsWith('api/test/')) {
    const suites = test.ancestorTitles.join(' ');
    if (suites.includes('[pg]')) return 'API on PostgreSQL';
    if (suites.includes('[sqlite]')) return 'API on SQLite';
    return 'API, other';
  }
  return file.endsWith('.tsx') ? 'component' : 'unit';
}

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
  const counts = new Map(KINDS.map((kind) => [kind, { passed: 0, failed: 0, skipped: 0 }]));
  for (const file of results.testResults) {
    const path = relative(process.cwd(), file.name).replaceAll('\\', '/');
    for (const test of file.assertionResults) {
      const count = counts.get(kindOf(path, test));
      if (test.status === 'passed') count.passed++;
      else if (test.status === 'failed') count.failed++;
      else count.skipped++;
    }
  }
  for (const [kind, count] of counts)
    if (count.passed + count.failed + count.skipped > 0)
      console.log(`  ${kind}: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
  rmSync(report, { force: true });
} else {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : (run.status ?? 1));
