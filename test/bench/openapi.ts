// The API-description import of a large description: a generated OpenAPI 3.0 description of 120
// paths (60 resources) dereferenced with swagger-parser, mapped to screens and pasted into a
// prototype as the editor does (one command), the median of five runs after one to warm up.
// Aim: under 3 s. Prints the figure; asserts nothing.
import SwaggerParser from '@apidevtools/swagger-parser';
import { apiResources, Editor, newApp, openApiClipboard, pasteInto, type ApiScreenTexts } from '@protolab/shared';
import { largeApi } from '../e2e/support/apiDescriptions';
import { median } from './frames';

const PATHS = 120;
const RUNS = 5;

const TEXTS: ApiScreenTexts = {
  start: 'API',
  list: (name) => name,
  detail: (name) => `${name} details`,
  form: (name) => `Edit ${name}`,
  add: 'New',
  edit: 'Edit',
  save: 'Save',
  back: 'Back',
  invalid: 'Please check this field',
};

async function importOnce(text: string): Promise<number> {
  const description = await SwaggerParser.dereference(JSON.parse(text) as never, {
    resolve: { external: false },
    dereference: { circular: 'ignore' },
  });
  const resources = apiResources(description as unknown as { paths: Record<string, unknown> });
  const operations = new Set(resources.flatMap((r) => r.operations.map((op) => op.id)));
  const editor = new Editor(newApp({ name: 'Large' }));
  const clip = openApiClipboard(resources, { operations, screenSize: editor.doc.screenSize, texts: TEXTS });
  editor.run(pasteInto(editor.doc, clip, { type: 'importOpenApi' }));
  return Object.keys(editor.doc.screens).length;
}

export async function run(): Promise<void> {
  const text = JSON.stringify(largeApi(PATHS));
  await importOnce(text);
  const times: number[] = [];
  let screens = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    screens = await importOnce(text);
    times.push(performance.now() - t0);
  }
  console.log(`openapi import ${PATHS} paths: ${Math.round(median(times))} ms`);
  console.log(`[bench] openapi: ${screens} screens`);
}
