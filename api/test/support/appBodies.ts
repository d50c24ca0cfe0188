// App documents for the apps tests: request bodies and a look at what is stored.
import { randomUUID } from 'node:crypto';
import type { TestApi } from './testApi';

export const newAppBody = (name = 'Checkout flow', id: string = randomUUID()) => ({
  id,
  name,
  type: 'smartphone',
  screenSize: { w: 375, h: 667 },
});

/** A document as the existing product exports it: no schemaVersion, fields we do not know. */
export function legacyExport(id: string) {
  return {
    _id: id,
    name: 'Imported',
    version: 7,
    type: 'desktop',
    screenSize: { w: 1280, h: 800 },
    lastCategory: 'Forms',
    screens: {
      s1: {
        id: 's1',
        name: 'Start',
        x: 0,
        y: 0,
        w: 1280,
        h: 800,
        children: ['w1'],
        props: { start: true },
        rulers: [],
      },
    },
    widgets: { w1: { id: 'w1', type: 'Button', x: 10, y: 10, w: 120, h: 40, props: { label: 'Go' }, copies: [] } },
    lines: {},
  };
}

export async function storedDoc(api: TestApi, id: string) {
  const row = await api.knex('apps').where({ id }).first('doc', 'name', 'owner_id', 'updated');
  return row ? { ...row, doc: JSON.parse(row.doc) } : undefined;
}

export const widget = (id: string, x = 10) => ({ type: 'Button', x, y: 20, w: 100, h: 40, props: { label: id } });
