// `npm run bench`: runs each benchmark in turn and prints its figures. Benchmarks are not tests:
// they assert nothing. Add one by writing test/bench/<name>.ts with `export async function run()`
// and listing it below; `npm run bench -- <name>` runs only the named ones.
export {};

const benchmarks: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  ingest: () => import('./ingest'),
  analytics: () => import('./analytics'),
  player: () => import('./player').then((m) => ({ run: m.runPlayerBench })),
  canvas: () => import('./canvas'),
  editor: () => import('./editor'),
  workbench: () => import('./workbench'),
  bigstudy: () => import('./bigstudy'),
  collab: () => import('./collab'),
  a11y: () => import('./a11y'),
  openapi: () => import('./openapi'),
  export: () => import('./export'),
  htmlimport: () => import('./htmlimport'),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}

const started = performance.now();
const broken: string[] = [];
for (const [name, load] of Object.entries(benchmarks)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const t0 = performance.now();
  try {
    await (await load()).run();
    console.log(`[bench] ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } catch (err) {
    // One broken benchmark does not hide the figures of the others.
    broken.push(name);
    console.error(`[bench] ${name} failed:`, err);
  }
}
console.log(
  `[bench] all done in ${((performance.now() - started) / 1000).toFixed(1)} s${broken.length ? `; failed: ${broken.join(', ')}` : ''}`,
);
process.exit(broken.length ? 1 : 0);
