// The test's language, answered for any hash of the app without its password, so that the page
// asking for the password already speaks it. It tells nothing but which language the test is in.
import type { Deps } from '../deps';
import { findInvitation } from '../repos/invitationsRepo';
import { findTestSettings } from '../repos/testSettingsRepo';
import { notFound } from './refusal';

export async function invitationLanguage(deps: Pick<Deps, 'knex'>, hash: string): Promise<{ language: string | null }> {
  const invitation = await findInvitation(deps.knex, hash);
  if (!invitation) throw notFound('Invitation');
  const language = (await findTestSettings(deps.knex, invitation.appId))?.language;
  return { language: typeof language === 'string' ? language : null };
}
