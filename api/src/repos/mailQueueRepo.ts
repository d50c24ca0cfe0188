// The mail_queue table (migration 009): mails waiting for the mail server, and those given up.
import type { Knex } from 'knex';

export interface QueuedMail {
  id: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  created: number;
  attempts: number;
}

interface Row {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  created: number | string;
  attempts: number | string;
}

const fromRow = (row: Row): QueuedMail => ({
  id: row.id,
  to: row.to_address,
  ...(row.reply_to !== null && { replyTo: row.reply_to }),
  subject: row.subject,
  text: row.body,
  created: Number(row.created),
  attempts: Number(row.attempts),
});

/** A claim on a mail: who holds it and until when (epoch ms). */
export interface Claim {
  by: string;
  until: number;
}

/** Queues a mail to be sent from `now`; with `claim`, held by its sender for a first try right away. */
export async function enqueueMail(
  knex: Knex,
  mail: Omit<QueuedMail, 'attempts' | 'created'>,
  now: number,
  claim?: Claim,
): Promise<void> {
  await knex('mail_queue').insert({
    id: mail.id,
    to_address: mail.to,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    body: mail.text,
    created: now,
    status: 'waiting',
    attempts: 0,
    next_attempt: now,
    claimed_until: claim?.until ?? null,
    claimed_by: claim?.by ?? null,
  });
}

const unclaimed = (now: number) => (q: Knex.QueryBuilder) =>
  q.whereNull('claimed_until').orWhere('claimed_until', '<', now);

/**
 * Claims the next mail due at `now` that no one holds, for this claim: an UPDATE that only one
 * instance can win (it names the row and still requires it unclaimed), so two instances never both
 * send it. Undefined when none is due.
 */
export async function claimNextMail(knex: Knex, now: number, claim: Claim): Promise<QueuedMail | undefined> {
  const due: Array<{ id: string }> = await knex('mail_queue')
    .select('id')
    .where('status', 'waiting')
    .where('next_attempt', '<=', now)
    .where(unclaimed(now))
    .orderBy('next_attempt')
    .limit(5);
  for (const { id } of due) {
    const won = await knex('mail_queue')
      .where({ id, status: 'waiting' })
      .where(unclaimed(now))
      .update({ claimed_until: claim.until, claimed_by: claim.by });
    if (won === 1) return fromRow(await knex('mail_queue').where({ id }).first());
  }
  return undefined;
}

/** The mail server took the mail: it is gone (with the reset key it may hold). */
export async function deleteSentMail(knex: Knex, id: string, claim: Claim): Promise<void> {
  await knex('mail_queue').where({ id, claimed_by: claim.by }).delete();
}

/** The end of a try that did not send the mail: what it changed, and the claim released. */
async function endTry(knex: Knex, id: string, claim: Claim, change: Record<string, unknown>): Promise<void> {
  await knex('mail_queue')
    .where({ id, claimed_by: claim.by })
    .update({ ...change, claimed_until: null, claimed_by: null });
}

/** Another try at `next`, after `attempts` tries. */
export function retryMailLater(
  knex: Knex,
  id: string,
  claim: Claim,
  change: { attempts: number; next: number; error: string },
): Promise<void> {
  return endTry(knex, id, claim, { attempts: change.attempts, next_attempt: change.next, last_error: change.error });
}

/** Given up: kept for the count of failed mails, without its text. */
export function markMailFailed(
  knex: Knex,
  id: string,
  claim: Claim,
  change: { attempts: number; now: number; error: string },
): Promise<void> {
  const { attempts, now, error } = change;
  return endTry(knex, id, claim, { status: 'failed', body: '', attempts, failed_at: now, last_error: error });
}

/** When the next waiting mail is due (or its claim ends), if any mail waits. */
export async function nextMailDue(knex: Knex): Promise<number | undefined> {
  const row: { next?: number | string | null } | undefined = await knex('mail_queue')
    .where('status', 'waiting')
    .min({ next: knex.raw('CASE WHEN claimed_until > next_attempt THEN claimed_until ELSE next_attempt END') })
    .first();
  return row?.next == null ? undefined : Number(row.next);
}

/** Mails waiting to be sent, and given up (those kept). */
export async function mailQueueCounts(knex: Knex): Promise<{ waiting: number; failed: number }> {
  const rows: Array<{ status: string; n: number | string }> = await knex('mail_queue')
    .select('status')
    .count({ n: '*' })
    .groupBy('status');
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { waiting: count('waiting'), failed: count('failed') };
}

/** Failed mails given up before `before` are forgotten. */
export async function forgetFailedMails(knex: Knex, before: number): Promise<void> {
  await knex('mail_queue').where('status', 'failed').where('failed_at', '<', before).delete();
}
