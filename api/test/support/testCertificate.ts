// A self-signed certificate made at test time with openssl (never checked in): for the tests of
// the server's https mode and of the player's offline play on an https origin.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const OPENSSL = '/usr/bin/openssl';

export interface TestCertificate {
  certPath: string;
  keyPath: string;
  cert: Buffer;
  /** base64 SHA-256 of the public key, for Chromium's --ignore-certificate-errors-spki-list */
  spki: string;
  remove(): void;
}

/** A one-day certificate for localhost, 127.0.0.1 and the extra host names given. */
export function makeTestCertificate(hosts: string[] = []): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'protolab-cert-'));
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  const names = ['DNS:localhost', 'IP:127.0.0.1', ...hosts.map((h) => `DNS:${h}`)].join(',');
  execFileSync(
    OPENSSL,
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=${names}`,
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ]),
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certPath);
  const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  const spki = createHash('sha256').update(publicKey).digest('base64');
  return { certPath, keyPath, cert, spki, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
