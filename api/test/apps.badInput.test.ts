import { randomUUID } from 'node:crypto';
import { APP_SCHEMA_VERSION } from '@protolab/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { worldBeforeAll } from './support/actors';
import { legacyExport, newAppBody, storedDoc, widget } from './support/appBodies';
import { describeEngines } from './support/testApi';

describeEngines('apps bad input', (api) => {
  const w = worldBeforeAll(api);

  describe('bad input', () => {
    let appId: string;
    let before: unknown;
    beforeAll(async () => {
      appId = (await api().post('/rest/apps', newAppBody('Guarded'), w.owner.token)).body.id;
      await api().post(
        `/rest/apps/${appId}/update`,
        {
          changes: [{ type: 'add', parent: 'screens', id: 's1', object: { x: 0, y: 0, w: 375, h: 667, children: [] } }],
        },
        w.owner.token,
      );
      before = await storedDoc(api(), appId);
    });

    const raw = (method: string, path: string, body: string, contentType = 'application/json') =>
      api().request(method, path, { raw: body, token: w.owner.token, headers: { 'content-type': contentType } });

    // [route, body, expected status, field]
    const cases: Array<[string, string, () => string, () => unknown, number, string]> = [
      [
        'create: missing name',
        'POST',
        () => '/rest/apps',
        () => ({ type: 'smartphone', screenSize: { w: 1, h: 1 } }),
        400,
        'name',
      ],
      ['create: blank name', 'POST', () => '/rest/apps', () => ({ ...newAppBody(' '), name: '   ' }), 400, 'name'],
      [
        'create: screenSize of the wrong type',
        'POST',
        () => '/rest/apps',
        () => ({ ...newAppBody(), screenSize: 'big' }),
        400,
        'screenSize',
      ],
      ['create: malformed id', 'POST', () => '/rest/apps', () => newAppBody('x', 'not an id!'), 400, 'id'],
      ['create: array body', 'POST', () => '/rest/apps', () => [newAppBody()], 400, ''],
      [
        'create: broken widget in an import',
        'POST',
        () => '/rest/apps',
        () => ({
          ...legacyExport(randomUUID()),
          widgets: { w1: { id: 'w1', type: 'Button', x: 'a', y: 0, w: 1, h: 1 } },
        }),
        400,
        'widgets.w1.x',
      ],
      [
        'create: record key differs from its id',
        'POST',
        () => '/rest/apps',
        () => ({ ...legacyExport(randomUUID()), lines: { l1: { id: 'l2', from: 'w1', to: 's1' } } }),
        400,
        'lines.l1.id',
      ],
      [
        'create: newer schemaVersion',
        'POST',
        () => '/rest/apps',
        () => ({ ...newAppBody(), schemaVersion: 999 }),
        400,
        'schemaVersion',
      ],
      [
        'save: id differs from the path',
        'POST',
        () => `/rest/apps/${appId}.json`,
        () => ({ ...newAppBody('x', randomUUID()), screens: {}, widgets: {}, lines: {} }),
        400,
        'id',
      ],
      ['save: not a document', 'POST', () => `/rest/apps/${appId}.json`, () => ({ id: appId, name: 'x' }), 400, 'type'],
      [
        'save: child of the wrong type',
        'POST',
        () => `/rest/apps/${appId}.json`,
        () => ({
          id: appId,
          name: 'x',
          schemaVersion: APP_SCHEMA_VERSION,
          type: 't',
          screenSize: { w: 1, h: 1 },
          screens: { s1: { id: 's1', x: 0, y: 0, w: 1, h: 1, children: 'w1' } },
          widgets: {},
          lines: {},
        }),
        400,
        'screens.s1.children',
      ],
      ['props: unknown prop', 'POST', () => `/rest/apps/props/${appId}.json`, () => ({ screens: {} }), 400, 'screens'],
      ['props: nothing to change', 'POST', () => `/rest/apps/props/${appId}.json`, () => ({}), 400, ''],
      [
        'props: negative size',
        'POST',
        () => `/rest/apps/props/${appId}.json`,
        () => ({ screenSize: { w: -1, h: 5 } }),
        400,
        'screenSize.w',
      ],
      ['props: empty name', 'POST', () => `/rest/apps/props/${appId}.json`, () => ({ name: '' }), 400, 'name'],
      [
        'props: name too long',
        'POST',
        () => `/rest/apps/props/${appId}.json`,
        () => ({ name: 'x'.repeat(201) }),
        400,
        'name',
      ],
      ['copy: missing name', 'POST', () => `/rest/apps/copy/${appId}`, () => ({}), 400, 'name'],
      [
        'copy: unknown field',
        'POST',
        () => `/rest/apps/copy/${appId}`,
        () => ({ name: 'c', owner: 'me' }),
        400,
        'owner',
      ],
      [
        'copy: same id as the source',
        'POST',
        () => `/rest/apps/copy/${appId}`,
        () => ({ name: 'c', id: appId }),
        409,
        'id',
      ],
      ['update: no changes', 'POST', () => `/rest/apps/${appId}/update`, () => ({ changes: [] }), 400, 'changes'],
      ['update: missing changes', 'POST', () => `/rest/apps/${appId}/update`, () => ({}), 400, 'changes'],
      [
        'update: unknown parent',
        'POST',
        () => `/rest/apps/${appId}/update`,
        () => ({ changes: [{ type: 'add', parent: 'pages', id: 'p', object: {} }] }),
        400,
        'changes.0.parent',
      ],
      [
        'update: unknown type',
        'POST',
        () => `/rest/apps/${appId}/update`,
        () => ({ changes: [{ type: 'move', parent: 'widgets', id: 'w' }] }),
        400,
        'changes.0.type',
      ],
      [
        'update: bad record',
        'POST',
        () => `/rest/apps/${appId}/update`,
        () => ({
          changes: [
            { type: 'add', parent: 'widgets', id: 'w', object: { type: 'Button', x: 'left', y: 0, w: 1, h: 1 } },
          ],
        }),
        400,
        'changes.0.object.x',
      ],
      [
        'update: too many changes',
        'POST',
        () => `/rest/apps/${appId}/update`,
        () => ({ changes: Array.from({ length: 1001 }, (_, i) => ({ type: 'delete', parent: 'lines', id: `l${i}` })) }),
        400,
        'changes',
      ],
      [
        'update: widget onto a missing screen',
        'POST',
        () => `/rest/apps/${appId}/update`,
        () => ({ changes: [{ type: 'add', parent: 'widgets', id: 'w', screen: 's9', object: widget('w') }] }),
        409,
        'changes.0.screen',
      ],
    ];

    it.each(cases)('%s', async (_title, method, path, body, status, field) => {
      const res = await api().request(method, path(), { body: body(), token: w.owner.token });
      expect(res.status).toBe(status);
      expect(res.body.error.field).toBe(field);
      expect(await storedDoc(api(), appId)).toEqual(before);
    });

    const writeRoutes = [
      () => '/rest/apps',
      () => `/rest/apps/${appId}.json`,
      () => `/rest/apps/props/${appId}.json`,
      () => `/rest/apps/copy/${appId}`,
      () => `/rest/apps/${appId}/update`,
    ];

    it.each(writeRoutes.map((route) => [route]))(
      'rejects invalid JSON, other content types and oversized bodies (%#)',
      async (route) => {
        const appsBefore = await api().knex('apps').count({ n: '*' });
        const invalid = await raw('POST', route(), '{"name": ');
        expect(invalid.status).toBe(400);
        expect(invalid.body.error.code).toBe('invalid_json');
        const text = await raw('POST', route(), 'name=x', 'text/plain');
        expect(text.status).toBe(415);
        const huge = await raw('POST', route(), JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024) }));
        expect(huge.status).toBe(413);
        expect(await api().knex('apps').count({ n: '*' })).toEqual(appsBefore);
        expect(await storedDoc(api(), appId)).toEqual(before);
      },
    );
  });
});
