// Images in an S3-compatible object store (S3_URL), on both engines: tested against s3rver, a
// local S3-compatible server installed from the project's own dev dependencies and started here
// (skipped with a notice when it cannot start). Nothing lands on the disk or in the database.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createAppFor, worldBeforeAll } from './support/actors';
import { imageForm, pngFile } from './support/imageFiles';
import { describeEngines, startTestApi } from './support/testApi';

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
});
