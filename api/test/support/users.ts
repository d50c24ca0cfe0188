// Helpers of the users tests: unique emails, the mail outbox, a signed-up and logged-in user.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TestApi } from './testApi';

export const DAY = 24 * 3600 * 1000;
let seq = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}@Example.test`;

export function mails(
  api: TestApi,
): Array<{ to: string; subject: string; text: string; replyTo?: string; created: number }> {
  const dir = join(api.config.dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

export async function signUpAndLogin(api: TestApi, password = 'secret-pass-1') {
  const email = uniqueEmail('u');
  const signed = await api.post('/rest/user', { email, password, tos: true });
  expect(signed.status).toBe(200);
  const login = await api.post('/rest/login', { email, password });
  expect(login.status).toBe(200);
  return { id: signed.body.id as string, email: email.toLowerCase(), password, token: login.body.token as string };
}
