// A GET whose answer is read as sent: status, headers and the body's bytes, not decoded (fetch
// would undo the compression the tests look at).
import { request as httpRequest } from 'node:http';
import type { TestApi } from './testApi';

export function rawGet(api: TestApi, path: string, token: string | undefined, encoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': encoding };
    if (token) headers.authorization = `Bearer ${token}`;
    const req = httpRequest(api.url + path, { headers });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
