import { describe, expect, it } from 'vitest';
import { worldBeforeAll } from './support/actors';
import { newAppBody, storedDoc, widget } from './support/appBodies';
import { describeEngines } from './support/testApi';

describeEngines('app change sets', (api) => {
  const w = worldBeforeAll(api);

  describe('change sets', () => {
    it('applies a change set and keeps the screens children consistent', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Changes'), w.owner.token)).body.id;
      const before = (await storedDoc(api(), id))!.updated;
      const res = await api().post(
        `/rest/apps/${id}/update`,
        {
          changes: [
            {
              type: 'add',
              parent: 'screens',
              id: 's1',
              object: { name: 'Home', x: 0, y: 0, w: 375, h: 667, children: [] },
            },
            { type: 'add', parent: 'widgets', id: 'w1', screen: 's1', object: widget('w1') },
            { type: 'add', parent: 'widgets', id: 'w2', screen: 's1', object: widget('w2') },
            { type: 'update', parent: 'widgets', id: 'w1', props: { x: 99 } },
            { type: 'add', parent: 'lines', id: 'l1', object: { from: 'w2', to: 's1', event: 'click' } },
            { type: 'delete', parent: 'widgets', id: 'w2' },
          ],
        },
        w.owner.token,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', applied: 6, lastUpdate: expect.any(Number), revision: 1, replaced: [] });
      const { doc, updated } = (await storedDoc(api(), id))!;
      expect(updated).toBe(res.body.lastUpdate);
      expect(updated).toBeGreaterThan(before);
      expect(doc.screens.s1.children).toEqual(['w1']);
      expect(doc.widgets).toEqual({ w1: { ...widget('w1', 99), id: 'w1' } });
      expect(doc.lines).toEqual({});
    });

    it('lands concurrent change sets from several editors without losing any', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Busy'), w.owner.token)).body.id;
      await api().post(
        `/rest/apps/${id}/update`,
        {
          changes: [{ type: 'add', parent: 'screens', id: 's1', object: { x: 0, y: 0, w: 375, h: 667, children: [] } }],
        },
        w.owner.token,
      );
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          api().post(
            `/rest/apps/${id}/update`,
            { changes: [{ type: 'add', parent: 'widgets', id: `w${i}`, screen: 's1', object: widget(`w${i}`, i) }] },
            w.owner.token,
          ),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
      const { doc } = (await storedDoc(api(), id))!;
      expect(Object.keys(doc.widgets).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `w${i}`).sort());
      expect([...doc.screens.s1.children].sort()).toEqual(Object.keys(doc.widgets).sort());
    });

    it('answers 409 for a change to a record another editor removed, and changes nothing', async () => {
      const id = (await api().post('/rest/apps', newAppBody('Conflict'), w.owner.token)).body.id;
      const before = await storedDoc(api(), id);
      const res = await api().post(
        `/rest/apps/${id}/update`,
        {
          changes: [
            { type: 'add', parent: 'screens', id: 's1', object: { x: 0, y: 0, w: 375, h: 667, children: [] } },
            { type: 'update', parent: 'widgets', id: 'gone', props: { x: 1 } },
          ],
        },
        w.owner.token,
      );
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'change_conflict', field: 'changes.1.id' });
      expect(await storedDoc(api(), id)).toEqual(before);
    });
  });
});
