// A/B studies (issue 39): the test's variants as the designer saves them (refused, naming the field,
// when they cannot run), each tester's variant (balanced, sticky, decided once for testers joining at
// once on two instances), and the variant each uploaded session played.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createAppFor, createInvitation, createUser, minimalAppDoc, worldBeforeAll } from './support/actors';
import { makeEvent } from './support/recordedData';
import { describeEngines, startTestApi, type Reply, type TestApi } from './support/testApi';

const screen = (id: string, name: string) => ({ id, name, x: 0, y: 0, w: 375, h: 667, children: [], props: {} });

describeEngines('A/B studies', (api) => {
  const w = worldBeforeAll(api);
  const testPath = (appId: string) => `/rest/test/${appId}.json`;
  const variantPath = (hash: string, tester: string) => `/rest/invitation/${hash}/variant.json?tester=${tester}`;

  /** An app of the owner whose draft has these screens, with a saved version of the screens before. */
  async function studyApp(before: string[], after: string[]) {
    const appId = await createAppFor(api(), w.owner);
    await api().knex('team').insert({ app_id: appId, user_id: w.reader.id, role: 'read', created: Date.now() });
    const store = async (names: string[]) => {
      const screens = Object.fromEntries(names.map((name, i) => [`s${i}`, screen(`s${i}`, name)]));
      const res = await api().post(
        `/rest/apps/${appId}.json`,
        { ...minimalAppDoc(appId, 'Study'), screens },
        w.owner.token,
      );
      expect(res.status).toBe(200);
    };
    await store(before);
    const version = await api().post(`/rest/apps/${appId}/versions.json`, { name: 'Old sign-up' }, w.owner.token);
    expect(version.status).toBe(200);
    await store(after);
    return { appId, versionId: version.body.id as string, hash: await createInvitation(api(), appId, 'test') };
  }
  const abVariants = (versionId: string) => [
    { id: 'A', name: 'Old sign-up', source: { kind: 'version', versionId } },
    { id: 'B', name: 'New sign-up', source: { kind: 'draft' } },
  ];

  it('refuses variant lists that cannot run, naming the field, and keeps a good one', async () => {
    const { appId, versionId } = await studyApp(['Sign up'], ['Sign up', 'Welcome']);
    const otherVersion = await api().post(`/rest/apps/${w.otherAppId}/versions.json`, { name: 'x' }, w.other.token);
    const draft = { id: 'D', name: 'Draft', source: { kind: 'draft' } };
    const cases: Array<[unknown[], string]> = [
      [[draft], 'variants'],
      [['A', 'B', 'C', 'D', 'E'].map((id) => ({ ...draft, id })), 'variants'],
      [[draft, { ...draft }], 'variants.1.id'],
      [
        [draft, { id: 'V', name: 'Theirs', source: { kind: 'version', versionId: otherVersion.body.id } }],
        'variants.1.source.versionId',
      ],
      [[draft, { id: 'P', name: 'Theirs', source: { kind: 'app', appId: w.otherAppId } }], 'variants.1.source.appId'],
      [[draft, { id: 'P', name: 'Gone', source: { kind: 'app', appId: randomUUID() } }], 'variants.1.source.appId'],
      [[draft, { id: 'P', name: 'Itself', source: { kind: 'app', appId } }], 'variants.1.source.appId'],
      [[draft, { id: 'X', name: 'Odd', source: { kind: 'branch' } }], 'variants.1.source.kind'],
    ];
    for (const [variants, field] of cases) {
      const res = await api().post(testPath(appId), { variants }, w.owner.token);
      expect(res.status, field).toBe(400);
      expect(res.body.error.field, JSON.stringify(variants)).toBe(field);
    }
    expect((await api().get(testPath(appId), w.owner.token)).body.variants).toBeUndefined();

    const mine = await createAppFor(api(), w.owner, { name: 'Alternative' });
    const good = [...abVariants(versionId), { id: 'C', name: 'Alternative', source: { kind: 'app', appId: mine } }];
    const saved = await api().post(testPath(appId), { variants: good }, w.owner.token);
    expect(saved.status).toBe(200);
    expect((await api().get(testPath(appId), w.reader.token)).body.variants).toEqual(good);
    // a reader of the study does not set its variants; the test without variants is saved as well
    expect((await api().post(testPath(appId), { variants: good }, w.reader.token)).status).toBe(403);
    expect((await api().post(testPath(appId), { variants: null }, w.owner.token)).status).toBe(200);
  });

  it("gives each tester a variant, balanced, the same on each visit, with that variant's prototype", async () => {
    const { appId, versionId, hash } = await studyApp(['Sign up'], ['Sign up', 'Welcome']);
    expect((await api().post(testPath(appId), { variants: abVariants(versionId) }, w.owner.token)).status).toBe(200);
    const testers = Array.from({ length: 10 }, () => randomUUID());
    const first: Reply[] = [];
    for (const tester of testers) first.push(await api().get(variantPath(hash, tester)));
    const names = (body: { app: { screens: Record<string, { name: string }> } }) =>
      Object.values(body.app.screens).map((s) => s.name);
    for (const res of first) {
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(res.body.variant === 'A' ? ['Sign up'] : ['Sign up', 'Welcome']);
      expect(res.body.versionId).toBe(res.body.variant === 'A' ? versionId : null);
      expect(res.body.appId).toBe(appId);
    }
    const count = (variant: string) => first.filter((res) => res.body.variant === variant).length;
    expect([count('A'), count('B')]).toEqual([5, 5]);
    // after each pair both variants were handed out once: never more than one apart
    for (let i = 2; i <= first.length; i += 2) {
      expect(new Set(first.slice(i - 2, i).map((res) => res.body.variant)).size).toBe(2);
    }
    for (const [i, tester] of testers.entries()) {
      expect((await api().get(variantPath(hash, tester))).body.variant).toBe(first[i]!.body.variant);
    }
  });

  it('balances testers joining at once on two instances of one database', async () => {
    const { appId, versionId, hash } = await studyApp(['Sign up'], ['Sign up', 'Welcome']);
    const variants = [...abVariants(versionId), { id: 'C', name: 'Draft again', source: { kind: 'draft' } }];
    expect((await api().post(testPath(appId), { variants }, w.owner.token)).status).toBe(200);
    const second: TestApi = await startTestApi(api().engine, {}, { sameDatabaseAs: api() });
    try {
      const testers = Array.from({ length: 30 }, () => randomUUID());
      const answers = await Promise.all(
        testers.map((tester, i) => (i % 2 ? second : api()).get(variantPath(hash, tester))),
      );
      expect(answers.map((res) => res.status)).toEqual(testers.map(() => 200));
      const counts = ['A', 'B', 'C'].map((v) => answers.filter((res) => res.body.variant === v).length);
      expect(counts).toEqual([10, 10, 10]);
      const again = await Promise.all(
        testers.map((tester, i) => (i % 2 ? api() : second).get(variantPath(hash, tester))),
      );
      expect(again.map((res) => res.body.variant)).toEqual(answers.map((res) => res.body.variant));
    } finally {
      await second.close();
    }
  });

  it('remembers the variant and version of each uploaded session, not a variant the test does not run', async () => {
    const { appId, versionId, hash } = await studyApp(['Sign up'], ['Sign up', 'Welcome']);
    expect((await api().post(testPath(appId), { variants: abVariants(versionId) }, w.owner.token)).status).toBe(200);
    const events = [
      makeEvent({ session: 'sa', variant: 'A' }),
      makeEvent({ session: 'sa', variant: 'A' }),
      makeEvent({ session: 'sb', variant: 'B' }),
      makeEvent({ session: 'sx', variant: 'Z' }),
      makeEvent({ session: 'sn' }),
    ];
    expect((await api().post(`/rest/invitation/${appId}/${hash}/events.json`, events)).status).toBe(200);
    const rows = await api().knex('study_session_variants').where({ app_id: appId }).orderBy('session');
    expect(rows.map((r) => [r.session, r.variant, r.version_id])).toEqual([
      ['sa', 'A', versionId],
      ['sb', 'B', null],
    ]);
  });

  it("answers each variant's figures of its sessions alone, to readers of the study only", async () => {
    const { appId, versionId, hash } = await studyApp(['Sign up'], ['Sign up', 'Welcome']);
    expect((await api().post(testPath(appId), { variants: abVariants(versionId) }, w.owner.token)).status).toBe(200);
    const figures = (query: string, token = w.reader.token) => api().get(`/rest/figures/${appId}.json${query}`, token);
    const listed = async (query: string) =>
      ((await figures(query)).body.sessions as Array<{ id: string }>).map((row) => row.id).sort();
    expect(await listed('?variant=A')).toEqual([]);
    const events = ['a1', 'a2', 'b1'].flatMap((session) => [
      makeEvent({ session, variant: session[0]!.toUpperCase(), screen: 's0', type: 'ScreenLoaded' }),
      makeEvent({ session, variant: session[0]!.toUpperCase(), screen: 's0' }),
    ]);
    events.push(makeEvent({ session: 'n1', screen: 's0', type: 'ScreenLoaded' }));
    expect((await api().post(`/rest/invitation/${appId}/${hash}/events.json`, events)).status).toBe(200);
    expect(await listed('')).toEqual(['a1', 'a2', 'b1', 'n1']);
    expect(await listed('?variant=A')).toEqual(['a1', 'a2']);
    expect(await listed('?variant=B')).toEqual(['b1']);
    expect(await listed('?variant=A&session=a2&session=b1')).toEqual(['a2']);
    expect(await listed('?variant=C')).toEqual([]);
    const stranger = await createUser(api(), 'stranger');
    expect([403, 404]).toContain((await figures('?variant=A', stranger.token)).status);
    expect((await figures('?variant=A', w.other.token)).body.sessions).toBeUndefined();
    expect((await figures(`?variant=${'x'.repeat(65)}`)).body.error.field).toBe('variant');
  });

  it('answers no variant to anyone but a tester of the test', async () => {
    const { appId, versionId, hash } = await studyApp(['Sign up'], ['Sign up', 'Welcome']);
    expect((await api().post(testPath(appId), { variants: abVariants(versionId) }, w.owner.token)).status).toBe(200);
    const stranger = await createUser(api(), 'stranger');
    expect((await api().get(variantPath(randomUUID().replaceAll('-', ''), 't1'), stranger.token)).status).toBe(404);
    expect((await api().get(`/rest/invitation/${hash}/variant.json`)).body.error.field).toBe('tester');
    // a test without variants plays its draft to everyone
    const plain = await api().get(variantPath(w.hashes.test, 't1'));
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ variant: '', versionId: null, appId: w.appId });
    expect(await api().knex('study_assignments').where({ app_id: w.appId })).toEqual([]);
  });
});
