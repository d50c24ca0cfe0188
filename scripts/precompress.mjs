// Brotli and gzip copies of a front end's text files, written beside them once the build is done
// (assets/index-abc.js → index-abc.js.br, index-abc.js.gz), so that the API sends them as they are
// instead of compressing on every request (api/src/static.ts). Both vite configs use the plugin.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, compressing saves less than the headers cost. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for every text file in the folder that gets smaller. */
export async function precompressFolder(folder) {
  const names = await readdir(folder, { recursive: true });
  await Promise.all(
    names
      .filter((name) => TEXT_FILE.test(name))
      .map(async (name) => {
        const path = join(folder, name);
        if ((await stat(path)).size < MIN_BYTES) return;
        const bytes = await readFile(path);
        const copies = [
          ['.br', await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
          ['.gz', await gz(bytes, { level: 9 })],
        ];
        for (const [ext, packed] of copies) if (packed.length < bytes.length) await writeFile(path + ext, packed);
      }),
  );
}

/** The vite plugin: compresses the output folder after every other plugin (the player's service worker too). */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'protolab-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressFolder(outDir),
    },
  };
}
