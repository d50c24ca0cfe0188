// S3_URL: images and profile pictures in an S3-compatible object store (issue 32), read as
//   s3://[KEY:SECRET@]BUCKET[/PREFIX][?region=REGION]            Amazon S3
//   https://[KEY:SECRET@]HOST[:PORT]/BUCKET[/PREFIX][?region=…]  any S3-compatible server (MinIO,
//                                                                 Ceph, R2…), addressed path-style
// Without KEY:SECRET the client takes the usual AWS settings (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY, a profile, an instance role); the region is ?region=, else AWS_REGION,
// else us-east-1. Key and secret are URL-encoded in the address.
import { ConfigError } from './config';

export interface ImageBucket {
  bucket: string;
  /** Put before every key ("" or ending in "/"): several deployments can share one bucket. */
  prefix: string;
  region: string;
  /** An S3-compatible server's address (path-style); undefined for Amazon S3. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function parseImageBucket(value: string | undefined, env: NodeJS.ProcessEnv): ImageBucket | undefined {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError('S3_URL: not an address (s3://BUCKET or https://HOST/BUCKET)');
  }
  if (!['s3:', 'http:', 'https:'].includes(url.protocol)) throw new ConfigError('S3_URL: s3, http or https only');
  const path = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [bucket, ...prefix] = url.protocol === 's3:' ? [url.hostname, ...path] : path;
  if (!bucket || !BUCKET.test(bucket))
    throw new ConfigError('S3_URL: no bucket name (3-63 lowercase letters, digits, - and .)');
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(secret))
    throw new ConfigError('S3_URL: give both the access key and its secret, or neither');
  return {
    bucket,
    prefix: prefix.map((p) => `${p}/`).join(''),
    region: url.searchParams.get('region') || env.AWS_REGION || 'us-east-1',
    ...(url.protocol !== 's3:' && { endpoint: url.origin }),
    ...(user && { credentials: { accessKeyId: user, secretAccessKey: secret } }),
  };
}
