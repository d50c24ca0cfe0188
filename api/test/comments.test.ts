import { beforeAll, describe, expect, it } from 'vitest';
import { createInvitation, worldBeforeAll } from './support/actors';
import { createRecordingApp } from './support/recordedData';
import { describeEngines, postRaw } from './support/testApi';

describeEngines('comments', (api) => {
  const w = worldBeforeAll(api);
  beforeAll(async () => {
    await api().knex('users').where({ id: w.reader.id }).update({ name: 'Rita', lastname: 'Reader' });
  });
  const freshApp = async () => {
    const { appId, hash } = await createRecordingApp(api(), w);
    return { appId, hash };
  };
  const rows = (appId: string) => api().knex('comments').where({ app_id: appId }).orderBy('created');
  const comment = (appId: string, body: unknown, token: string) =>
    api().post(`/rest/comments/apps/${appId}`, body, token);

  it('lets a reader comment; the comment carries its author and is listed', async () => {
    const { appId } = await freshApp();
    const res = await comment(appId, { message: '  Nice flow  ', type: 'screen', reference: 's1' }, w.reader.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      appId,
      type: 'screen',
      reference: 's1',
      message: 'Nice flow',
      user: { id: w.reader.id, name: 'Rita', lastname: 'Reader', image: null },
      created: expect.any(Number),
      lastUpdate: expect.any(Number),
    });
    const [row] = await rows(appId);
    expect(row).toMatchObject({ id: res.body.id, user_id: w.reader.id, hash: null, type: 'screen', reference: 's1' });
    const list = await api().get(`/rest/comments/apps/${appId}.json`, w.owner.token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([res.body]);
  });

  it('lists by type, and by type and reference', async () => {
    const { appId } = await freshApp();
    const s1 = await comment(appId, { message: 'a', type: 'screen', reference: 's1' }, w.owner.token);
    const s2 = await comment(appId, { message: 'b', type: 'screen', reference: 's2' }, w.owner.token);
    const wd = await comment(appId, { message: 'c', type: 'widget', reference: 's1' }, w.owner.token);
    await comment(appId, { message: 'd' }, w.owner.token);
    const ids = (res: { body: Array<{ id: string }> }) => res.body.map((c) => c.id);
    expect(ids(await api().get(`/rest/comments/apps/${appId}/screen.json`, w.reader.token))).toEqual([
      s1.body.id,
      s2.body.id,
    ]);
    expect(ids(await api().get(`/rest/comments/apps/${appId}/screen/s1.json`, w.reader.token))).toEqual([s1.body.id]);
    expect(ids(await api().get(`/rest/comments/apps/${appId}/widget/s1.json`, w.reader.token))).toEqual([wd.body.id]);
    expect((await api().get(`/rest/comments/apps/${appId}.json`, w.reader.token)).body).toHaveLength(4);
  });

  it('takes replies to a comment of the same app; a reply is about what its thread is about', async () => {
    const { appId } = await freshApp();
    const root = await comment(appId, { message: 'Why here?', type: 'widget', reference: 'w1' }, w.owner.token);
    const reply = await comment(appId, { message: 'Because', parentId: root.body.id }, w.reader.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ parentId: root.body.id, type: 'widget', reference: 'w1' });
    const other = await freshApp();
    const foreign = await comment(other.appId, { message: 'x' }, w.owner.token);
    const bad = await comment(appId, { message: 'lost', parentId: foreign.body.id }, w.owner.token);
    expect(bad.status).toBe(422);
    expect(bad.body.error.field).toBe('parentId');
    const missing = await comment(appId, { message: 'lost', parentId: 'nope' }, w.owner.token);
    expect(missing.status).toBe(422);
    expect(await rows(appId)).toHaveLength(2);
  });

  it('lets only the author edit', async () => {
    const { appId } = await freshApp();
    const c = await comment(appId, { message: 'first' }, w.reader.token);
    const path = `/rest/comments/apps/${appId}/${c.body.id}.json`;
    const byOwner = await api().post(path, { message: 'hijack' }, w.owner.token);
    expect(byOwner.status).toBe(403);
    const byAuthor = await api().post(path, { message: 'second' }, w.reader.token);
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body).toMatchObject({ id: c.body.id, message: 'second', user: { id: w.reader.id } });
    expect(JSON.parse((await rows(appId))[0].doc).message).toBe('second');
  });

  it('lets the author or the owner delete, with the replies below', async () => {
    const { appId } = await freshApp();
    const root = await comment(appId, { message: 'root' }, w.writer.token);
    const reply = await comment(appId, { message: 'reply', parentId: root.body.id }, w.reader.token);
    await comment(appId, { message: 'deeper', parentId: reply.body.id }, w.writer.token);
    const keep = await comment(appId, { message: 'keep' }, w.reader.token);
    expect((await api().del(`/rest/comments/apps/${appId}/${root.body.id}.json`, w.reader.token)).status).toBe(403);
    const byAuthor = await api().del(`/rest/comments/apps/${appId}/${root.body.id}.json`, w.writer.token);
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body).toEqual({ status: 'ok', deleted: 3 });
    expect((await rows(appId)).map((r) => r.id)).toEqual([keep.body.id]);
    const byOwner = await api().del(`/rest/comments/apps/${appId}/${keep.body.id}.json`, w.owner.token);
    expect(byOwner.status).toBe(200);
    expect(await rows(appId)).toHaveLength(0);
  });

  describe('by invitation hash', () => {
    it('reads the app comments and adds own ones, never showing the hash', async () => {
      const { appId, hash } = await freshApp();
      const team = await comment(appId, { message: 'from the team' }, w.owner.token);
      const res = await api().post(`/rest/comments/hash/${hash}/${appId}`, {
        message: 'from a tester',
        type: 'session',
        reference: 'S1',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'from a tester', fromInvitation: true, appId });
      expect(res.body).not.toHaveProperty('user');
      expect(JSON.stringify(res.body)).not.toContain(hash);
      const [, row] = await rows(appId);
      expect(row).toMatchObject({ hash, user_id: null });
      const list = await api().get(`/rest/comments/hash/${hash}/${appId}`);
      expect(list.status).toBe(200);
      expect(list.body.map((c: { id: string }) => c.id)).toEqual([team.body.id, res.body.id]);
      expect(JSON.stringify(list.body)).not.toContain(hash);
      const designer = await api().get(`/rest/comments/apps/${appId}.json`, w.owner.token);
      expect(JSON.stringify(designer.body)).not.toContain(hash);
      expect(api().logs.filter((l) => l.includes(hash))).toEqual([]);
    });

    it('edits and deletes only comments made with the same hash, with the key answered when it was made', async () => {
      const { appId, hash } = await freshApp();
      const otherHash = await createInvitation(api(), appId, 'read');
      const mine = await api().post(`/rest/comments/hash/${hash}/${appId}`, { message: 'mine' });
      const team = await comment(appId, { message: 'team' }, w.owner.token);
      const path = (h: string, id: string) => `/rest/comments/hash/${h}/${appId}/${id}.json`;
      const withKey = { 'x-comment-key': mine.body.authorKey };
      const edit = (h: string, id: string) =>
        api().request('POST', path(h, id), { body: { message: 'x' }, headers: withKey });
      const del = (h: string, id: string) => api().request('DELETE', path(h, id), { headers: withKey });
      expect((await edit(otherHash, mine.body.id)).status).toBe(403);
      expect((await edit(hash, team.body.id)).status).toBe(403);
      expect((await del(hash, team.body.id)).status).toBe(403);
      const edited = await api().request('POST', path(hash, mine.body.id), {
        body: { message: 'mine, edited' },
        headers: withKey,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.message).toBe('mine, edited');
      expect((await del(otherHash, mine.body.id)).status).toBe(403);
      expect((await del(hash, mine.body.id)).status).toBe(200);
      expect((await rows(appId)).map((r) => r.id)).toEqual([team.body.id]);
      // The owner may delete a tester's comment from the designer side; nobody else may edit it there.
      const again = await api().post(`/rest/comments/hash/${hash}/${appId}`, { message: 'again' });
      expect(
        (await api().post(`/rest/comments/apps/${appId}/${again.body.id}.json`, { message: 'x' }, w.owner.token))
          .status,
      ).toBe(403);
      expect((await api().del(`/rest/comments/apps/${appId}/${again.body.id}.json`, w.owner.token)).status).toBe(200);
    });
  });

  describe('bad input stores nothing', () => {
    const create: Array<[string, unknown, number, string]> = [
      ['no message', { type: 'screen' }, 400, 'message'],
      ['an empty message', { message: '   ' }, 400, 'message'],
      ['a message of 5001 characters', { message: 'x'.repeat(5001) }, 400, 'message'],
      ['a message that is not text', { message: 5 }, 400, 'message'],
      ['an unknown field', { message: 'x', author: 'someone' }, 400, 'author'],
      ['a reference with a slash', { message: 'x', reference: 'a/b' }, 400, 'reference'],
      ['a type that cannot stand in a path', { message: 'x', type: 'my screen' }, 400, 'type'],
      ['an array', [{ message: 'x' }], 400, ''],
    ];
    it.each(create)('create: %s', async (_name, body, status, field) => {
      const { appId, hash } = await freshApp();
      for (const res of [
        await comment(appId, body, w.reader.token),
        await api().post(`/rest/comments/hash/${hash}/${appId}`, body),
      ]) {
        expect(res.status).toBe(status);
        expect(res.body.error.field).toBe(field);
      }
      expect(await rows(appId)).toHaveLength(0);
    });

    it('takes a message of exactly 5000 characters', async () => {
      const { appId } = await freshApp();
      expect((await comment(appId, { message: 'x'.repeat(5000) }, w.reader.token)).status).toBe(200);
    });

    it('refuses an id in use (here or in another app) with a 409', async () => {
      const { appId } = await freshApp();
      const other = await freshApp();
      await comment(other.appId, { id: 'c-taken', message: 'theirs' }, w.owner.token);
      const res = await comment(appId, { id: 'c-taken', message: 'mine' }, w.owner.token);
      expect(res.status).toBe(409);
      expect(res.body.error.field).toBe('id');
      expect(await rows(appId)).toHaveLength(0);
    });

    it.each([
      ['no message', {}, 'message'],
      ['an empty message', { message: '' }, 'message'],
      ['a message of 5001 characters', { message: 'y'.repeat(5001) }, 'message'],
      ['a change of parent', { message: 'x', parentId: 'p' }, 'parentId'],
    ])('edit: %s', async (_name, body, field) => {
      const { appId, hash } = await freshApp();
      const c = await comment(appId, { message: 'orig' }, w.reader.token);
      const h = await api().post(`/rest/comments/hash/${hash}/${appId}`, { message: 'orig' });
      for (const res of [
        await api().post(`/rest/comments/apps/${appId}/${c.body.id}.json`, body, w.reader.token),
        await api().post(`/rest/comments/hash/${hash}/${appId}/${h.body.id}.json`, body),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.error.field).toBe(field);
      }
      expect((await rows(appId)).map((r) => JSON.parse(r.doc).message)).toEqual(['orig', 'orig']);
    });

    it('invalid JSON is a 400 and another content type a 415', async () => {
      const { appId, hash } = await freshApp();
      for (const [path, token] of [
        [`/rest/comments/apps/${appId}`, w.reader.token],
        [`/rest/comments/hash/${hash}/${appId}`, undefined],
      ] as const) {
        const broken = await postRaw(api(), path, '{"message":', 'application/json', token);
        expect(broken.status).toBe(400);
        const text = await postRaw(api(), path, 'message=hi', 'text/plain', token);
        expect(text.status).toBe(415);
      }
      expect(await rows(appId)).toHaveLength(0);
    });
  });
});
