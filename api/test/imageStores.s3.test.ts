// Images in an S3-compatible object store (S3_URL), on both engines: tested against s3rver, a
// local S3-compatible server installed from the project's own dev dependencies and started here
// (skipped with a notice when it cannot start). Nothing lands on the disk or in the database.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Knex } from 'knex';
import type S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { s3ImageStore } from '../src/infrastructure/s3ImageStore';
import { createAppFor, createWorld, worldBeforeAll, type Actor } from './support/actors';
import { imageForm, pngFile } from './support/imageFiles';
import { describeEngines, pgAvailable, startTestApi, type TestApi } from './support/testApi';
import { until } from './support/until';

const BUCKET = 'protolab-images';
const folder = mkdtempSync(join(tmpdir(), 'protolab-s3-'));
let server: S3rver | undefined;
const env: Record<string, string> = {};

async function startS3(): Promise<string | undefined> {
  try {
    const { default: S3rverServer } = await import('s3rver');
    server = new S3rverServer({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    return `http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}/deployment-a?region=eu-central-1`;
  } catch (error) {
    console.warn(
      `[s3] no local S3-compatible server (s3rver) could start: the S3 image store tests are skipped. ${String(error)}`,
    );
    return undefined;
  }
}

const s3Url = await startS3();
if (s3Url) env.S3_URL = s3Url;
afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Object names in the bucket under `prefix`, as another S3 client sees them. */
async function objectsUnder(prefix: string): Promise<string[]> {
  const url = new URL(s3Url!);
  const client = new S3Client({
    region: 'eu-central-1',
    endpoint: url.origin,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  client.destroy();
  return (page.Contents ?? []).map((o) => o.Key!);
}

describe('S3_URL', () => {
  it('reads the bucket, key prefix, region, endpoint and credentials; refuses what it cannot use', () => {
    expect(
      loadConfig({ S3_URL: 'https://AK%2F1:se%2Bcret@minio.example:9000/shots/team/a?region=eu-west-3' }).imageBucket,
    ).toEqual({
      bucket: 'shots',
      prefix: 'team/a/',
      region: 'eu-west-3',
      endpoint: 'https://minio.example:9000',
      credentials: { accessKeyId: 'AK/1', secretAccessKey: 'se+cret' },
    });
    expect(loadConfig({ S3_URL: 's3://shots', AWS_REGION: 'us-west-2' }).imageBucket).toEqual({
      bucket: 'shots',
      prefix: '',
      region: 'us-west-2',
    });
    expect(loadConfig({}).imageBucket).toBeUndefined();
    expect(() => loadConfig({ S3_URL: 'ftp://host/bucket' })).toThrow(/S3_URL/);
    expect(() => loadConfig({ S3_URL: 'https://host:9000/' })).toThrow(/S3_URL: no bucket/);
    expect(() => loadConfig({ S3_URL: 'https://key@host:9000/shots' })).toThrow(/S3_URL: give both/);
  });
});

describe.skipIf(!s3Url)('images in an S3-compatible store', () => {
  describeEngines(
    'images on S3',
    (api) => {
      const w = worldBeforeAll(api);
      const upload = async (path: string, bytes: Buffer) => {
        const res = await api().request('POST', path, {
          raw: imageForm([{ name: 'shot.png', bytes }]),
          token: w.owner.token,
        });
        expect(res.status).toBe(200);
        return res.body.uploads[0] as { id: string; url: string };
      };
      const read = (path: string) => api().request('GET', path, { token: w.owner.token });
      const bytesOf = async (path: string) =>
        Buffer.from(
          await (
            await fetch(`${api().url}${path}`, { headers: { authorization: `Bearer ${w.owner.token}` } })
          ).arrayBuffer(),
        );

      it('keeps uploads and profile pictures in the bucket, under its prefix, and serves them whole', async () => {
        const bytes = pngFile(50, 40, 700_000);
        const image = await upload(`/rest/images/${w.appId}`, bytes);
        const res = await fetch(`${api().url}/rest/images/${image.url}`, {
          headers: { authorization: `Bearer ${w.reader.token}` },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(res.headers.get('content-length')).toBe(String(bytes.length));
        expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
        expect(await objectsUnder(`deployment-a/images/${w.appId}/`)).toContain(`deployment-a/images/${image.url}`);

        const picture = pngFile(9, 9);
        const profile = await upload(`/rest/user/${w.owner.id}/images`, picture);
        expect((await bytesOf(`/rest/images/users/${w.owner.id}/${profile.url}`)).equals(picture)).toBe(true);
        expect(await objectsUnder(`deployment-a/user-images/${w.owner.id}/`)).toEqual([
          `deployment-a/user-images/${w.owner.id}/${profile.url}`,
        ]);
        // a new picture replaces the old one in the bucket too
        const second = await upload(`/rest/user/${w.owner.id}/images`, pngFile(10, 10));
        expect(await objectsUnder(`deployment-a/user-images/${w.owner.id}/`)).toEqual([
          `deployment-a/user-images/${w.owner.id}/${second.url}`,
        ]);

        expect(existsSync(join(api().config.dataDir, 'images'))).toBe(false);
        expect(await api().knex('image_parts').count('* as n')).toEqual([{ n: 0 }]);
      });

      it('deletes an image, and an app with its images, from the bucket', async () => {
        const image = await upload(`/rest/images/${w.appId}`, pngFile(4, 4));
        expect((await api().del(`/rest/images/${w.appId}/${image.id}/${image.url}`, w.owner.token)).status).toBe(200);
        expect((await read(`/rest/images/${image.url}`)).status).toBe(404);
        expect(await objectsUnder(`deployment-a/images/${image.url}`)).toEqual([]);

        const appId = await createAppFor(api(), w.owner, { name: 'Short-lived' });
        await upload(`/rest/images/${appId}`, pngFile(3, 3));
        await upload(`/rest/images/${appId}`, pngFile(5, 3));
        expect(await objectsUnder(`deployment-a/images/${appId}/`)).toHaveLength(2);
        expect((await api().del(`/rest/apps/${appId}.json`, w.owner.token)).status).toBe(200);
        expect(await objectsUnder(`deployment-a/images/${appId}/`)).toEqual([]);
      });

      it('an image row whose object is missing answers 404, not 500', async () => {
        const image = await upload(`/rest/images/${w.appId}`, pngFile(6, 6));
        await api().images.delete(`images/${image.url}`);
        expect((await read(`/rest/images/${image.url}`)).status).toBe(404);
      });
    },
    env,
  );

  it('moves the image files an instance kept on its disk into the bucket when it starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'protolab-upgrade-'));
    mkdirSync(join(dataDir, 'images', 'app-1'), { recursive: true });
    const bytes = pngFile(12, 8);
    writeFileSync(join(dataDir, 'images', 'app-1', 'old.png'), bytes);
    const api = await startTestApi('sqlite', { ...env, DATA_DIR: dataDir });
    try {
      expect(await objectsUnder('deployment-a/images/app-1/')).toEqual(['deployment-a/images/app-1/old.png']);
      expect(readdirSync(join(dataDir, 'images'))).toEqual([]);
      const moved = await api.images.read('images/app-1/old.png');
      expect(Buffer.concat(await moved!.toArray()).equals(bytes)).toBe(true);
    } finally {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  /** Images uploaded through an instance without S3_URL: their store keys, addresses and bytes. */
  async function uploadWithoutS3(api: TestApi, owner: Actor, appId: string) {
    const upload = async (path: string, bytes: Buffer) => {
      const res = await api.request('POST', path, {
        raw: imageForm([{ name: 'shot.png', bytes }]),
        token: owner.token,
      });
      expect(res.status).toBe(200);
      return (res.body as { uploads: Array<{ url: string }> }).uploads[0]!.url;
    };
    const images: Array<{ key: string; path: string; bytes: Buffer }> = [];
    // one of three parts in the database (256 KB each), two small ones, and a profile picture
    for (const bytes of [pngFile(50, 40, 700_000), pngFile(12, 8), pngFile(7, 7)]) {
      const url = await upload(`/rest/images/${appId}`, bytes);
      images.push({ key: `images/${url}`, path: `/rest/images/${url}`, bytes });
    }
    const picture = pngFile(9, 9);
    const url = await upload(`/rest/user/${owner.id}/images`, picture);
    images.push({
      key: `user-images/${owner.id}/${url}`,
      path: `/rest/images/users/${owner.id}/${url}`,
      bytes: picture,
    });
    return images;
  }

  type Uploaded = Awaited<ReturnType<typeof uploadWithoutS3>>;

  /** Every image answers its own bytes through `api`, at the address it was uploaded under. */
  async function expectServed(api: TestApi, token: string, images: Uploaded) {
    for (const image of images) {
      const res = await fetch(`${api.url}${image.path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, image.path).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(image.bytes), image.path).toBe(true);
    }
  }

  const inBucket = async (images: Uploaded) =>
    (await Promise.all(images.map((i) => objectsUnder(`deployment-a/${i.key}`)))).flat().sort();
  const bucketNames = (images: Uploaded) => images.map((i) => `deployment-a/${i.key}`).sort();

  it.skipIf(!pgAvailable)(
    'moves the images kept in the database into the bucket once S3_URL is set, in the background, resumably',
    async () => {
      const before = await startTestApi('pg');
      const started: TestApi[] = [];
      let trx: Knex.Transaction | undefined;
      try {
        const w = await createWorld(before);
        const images = await uploadWithoutS3(before, w.owner, w.appId);
        const partsLeft = async () =>
          (await before.knex('image_parts').distinct('key')).map((row: { key: string }) => row.key);
        expect((await partsLeft()).sort()).toEqual(images.map((i) => i.key).sort());

        // an instance that claimed the first image and crashed before its claim ended
        const claimed = images[0]!;
        trx = await before.knex.transaction();
        await trx('image_parts').where({ key: claimed.key, part: 0 }).forUpdate().select('key');
        // two instances with S3_URL start at once: they move the others between them
        const [a, b] = await Promise.all([1, 2].map(() => startTestApi('pg', env, { sameDatabaseAs: before })));
        started.push(a!, b!);
        await until(async () => {
          const left = await partsLeft();
          return left.length === 1 && left[0] === claimed.key;
        });
        // meanwhile every image is served by both, the claimed one from the database
        await expectServed(a!, w.owner.token, images);
        await expectServed(b!, w.reader.token, images);
        expect(await inBucket(images)).toEqual(bucketNames(images.slice(1)));

        // both stop with the move half done; the claim ends; a restarted instance finishes it
        await Promise.all(started.splice(0).map((api) => api.close()));
        await trx.rollback();
        const after = await startTestApi('pg', env, { sameDatabaseAs: before });
        started.push(after);
        await until(async () => (await partsLeft()).length === 0);
        expect(await inBucket(images)).toEqual(bucketNames(images));
        await expectServed(after, w.owner.token, images);
      } finally {
        if (trx && !trx.isCompleted()) await trx.rollback();
        await Promise.all(started.map((api) => api.close()));
        await before.close();
      }
    },
    120_000,
  );

  it('on SQLite, moves the images kept on disk into the bucket when S3_URL is set, also after a move that stopped', async () => {
    const before = await startTestApi('sqlite');
    try {
      const w = await createWorld(before);
      const images = await uploadWithoutS3(before, w.owner, w.appId);
      // a move that stopped half way: the first image is in the bucket and still on disk
      await s3ImageStore(loadConfig(env).imageBucket!).put(images[0]!.key, images[0]!.bytes);
      const after = await startTestApi('sqlite', env, { sameDatabaseAs: before });
      try {
        expect(await inBucket(images)).toEqual(bucketNames(images));
        for (const folder of ['images', 'user-images'])
          expect(readdirSync(join(before.config.dataDir, folder)), folder).toEqual([]);
        await expectServed(after, w.owner.token, images);
      } finally {
        await after.close();
      }
    } finally {
      await before.close();
    }
  });
});
