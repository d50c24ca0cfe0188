// Image bytes in an S3-compatible object store (S3_URL, ../imageBucketSettings.ts), which every
// instance shares whatever its database. Reads are streamed from the store as they are sent.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ImageBucket } from '../imageBucketSettings';
import { checkedKey, type ImageStore } from './imageStore';

/** DeleteObjects takes at most 1000 keys at a time. */
const DELETE_BATCH = 1000;

export function s3ImageStore(settings: ImageBucket): ImageStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.credentials && { credentials: settings.credentials }),
  });
  const Bucket = settings.bucket;
  const name = (key: string) => settings.prefix + checkedKey(key);
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: name(key), Body: bytes, ContentLength: bytes.length }));
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name(key) }));
        return answer.Body as Readable;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name(key) }));
    },
    async deletePrefix(prefix) {
      const Prefix = `${name(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: DELETE_BATCH }),
        );
        const Objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (Objects.length > 0)
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
