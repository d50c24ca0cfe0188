import { testSettingsInputSchema, testSettingsSchema, type TestSettings } from '@protolab/shared';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { findTestSettings, saveTestSettings } from '../repos/testSettingsRepo';
import { checkVariants } from './abStudies';
import { requireAppRole } from './access';
import type { Caller } from './caller';

export type TestSettingsValues = z.output<typeof testSettingsInputSchema>;

/** The app's settings, with defaults for what is not stored (or everything, when nothing is). */
export async function readTestSettings({ knex }: Pick<Deps, 'knex'>, appId: string): Promise<TestSettings> {
  const stored = (await findTestSettings(knex, appId)) ?? {};
  const parsed = testSettingsSchema.safeParse(stored);
  // A stored legacy document the schema does not like is still the designer's: answer it as it is.
  const settings = parsed.success ? parsed.data : (stored as TestSettings);
  return { ...settings, appID: appId };
}

export async function getTestSettings(deps: Deps, caller: Caller, appId: string): Promise<TestSettings> {
  await requireAppRole(deps, caller, appId, 'read');
  return readTestSettings(deps, appId);
}

/** Replaces the settings; `created` stays, `lastUpdate` is now. */
export async function saveTestSettingsOf(
  deps: Deps,
  caller: Caller,
  appId: string,
  values: TestSettingsValues,
): Promise<TestSettings> {
  const { user } = await requireAppRole(deps, caller, appId, 'write');
  if (values.variants) await checkVariants(deps, user.id, appId, values.variants);
  const before = await findTestSettings(deps.knex, appId);
  const now = Date.now();
  const created = typeof before?.created === 'number' ? before.created : now;
  const doc = testSettingsSchema.parse({ ...values, appID: appId, created, lastUpdate: now });
  await saveTestSettings(deps.knex, appId, doc);
  return doc;
}
