// Outgoing mail that is never lost: each mail is written to the database (mail_queue) before the
// request answers, and stays there until the transport (the mail server, or the outbox folder) has
// taken it. A refusal for good (a 5xx to the envelope or message) gives up at once; anything else
// (a 4xx, no server, a timeout) is tried again after a doubling wait, until the give-up time.
// Each try holds the mail by a claim that ends after the longest a try can take, so of several
// instances on one database only one sends it, and a mail held by an instance that died is taken
// up again once its claim ends.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { newId } from '@protolab/shared';
import { logText } from '../http/logText';
import {
  claimNextMail,
  deleteSentMail,
  enqueueMail,
  forgetFailedMails,
  markMailFailed,
  nextMailDue,
  retryMailLater,
  type Claim,
  type QueuedMail,
} from '../repos/mailQueueRepo';
import type { Mail, MailOutbox } from './mailOutbox';

/** Where mails go: `deliver` resolves once the mail is taken, and rejects with a `MailRefused` when never. */
export interface MailTransport {
  deliver(mail: QueuedMail, signal: AbortSignal): Promise<void>;
  /** Whether a request waits for the first try (the outbox folder: the tests read it at once). */
  local: boolean;
}

/** The server refused this mail for good (a 5xx reply to its sender, recipients or text). */
export class MailRefused extends Error {}

export interface MailQueueTimes {
  /** The wait before the second try; it doubles after each try, up to 60 times this. */
  retryMs: number;
  /** How long after it was queued a mail that could not be sent is given up. */
  giveUpMs: number;
  /** The longest one try may take; a try still running then is stopped and counts as failed. */
  attemptMs: number;
}

/** Given-up mails are counted (GET /rest/health) for this long, then forgotten. */
const KEEP_FAILED_MS = 30 * 24 * 3600 * 1000;
/** The longest a worker sleeps: mails queued by another instance, or claims of a stopped one, wait no longer. */
const MAX_SLEEP_MS = 5000;

/** The wait before try number `attempts + 1`. */
const retryDelay = (times: Pick<MailQueueTimes, 'retryMs'>, attempts: number): number =>
  Math.min(times.retryMs * 2 ** Math.max(0, attempts - 1), times.retryMs * 60);

export interface MailQueue extends MailOutbox {
  /** Ends the worker and any try in flight (which is taken up again later); resolves when all stopped. */
  stop(): Promise<void>;
}

export function startMailQueue(
  deps: { knex: Knex; log: (line: string) => void },
  transport: MailTransport,
  times: MailQueueTimes,
): MailQueue {
  const { knex, log } = deps;
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();
  const sleepMs = Math.min(MAX_SLEEP_MS, times.retryMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let draining: Promise<void> | undefined;
  let drainAgain = false;
  let failing = false;
  let lastForget = 0;

  const newClaim = (now: number): Claim => ({ by: randomUUID(), until: now + 2 * times.attemptMs });

  /** One try at a claimed mail, and what follows from it in the table. Never rejects. */
  async function attempt(mail: QueuedMail, claim: Claim): Promise<void> {
    const attempts = mail.attempts + 1;
    try {
      const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(times.attemptMs)]);
      await transport.deliver(mail, signal);
      await deleteSentMail(knex, mail.id, claim);
    } catch (error) {
      const reason = errorText(error);
      const now = Date.now();
      // stopped by the app closing: tried again at once by the next worker, not counted against it
      const stopped = stopping.signal.aborted;
      const gaveUp = !stopped && (error instanceof MailRefused || now - mail.created >= times.giveUpMs);
      try {
        if (gaveUp) {
          await markMailFailed(knex, mail.id, claim, { attempts, now, error: reason });
          const why =
            error instanceof MailRefused ? 'refused' : `not sent within ${Math.round(times.giveUpMs / 3.6e6)} h`;
          log(
            `mail: gave up on ${logText(mail.subject, 200)} to ${logText(mail.to, 200)} after ${attempts} tries (${why}): ${logText(reason, 300)}`,
          );
        } else {
          const next = stopped ? now : now + retryDelay(times, attempts);
          await retryMailLater(knex, mail.id, claim, {
            attempts: stopped ? mail.attempts : attempts,
            next,
            error: reason,
          });
        }
      } catch (dbError) {
        // the claim ends by itself and the mail is tried again
        log(`mail: could not record a try: ${logText(errorText(dbError), 300)}`);
      }
    }
  }

  /** Tries every mail due, one after another, then sleeps until the next is due (at most MAX_SLEEP_MS). */
  async function drain(): Promise<void> {
    let sleep = sleepMs;
    try {
      for (;;) {
        if (stopping.signal.aborted) return;
        const now = Date.now();
        const claim = newClaim(now);
        const mail = await claimNextMail(knex, now, claim);
        if (!mail) break;
        await attempt(mail, claim);
      }
      if (Date.now() - lastForget > 3600_000) {
        lastForget = Date.now();
        await forgetFailedMails(knex, lastForget - KEEP_FAILED_MS);
      }
      const due = await nextMailDue(knex);
      if (due !== undefined) sleep = Math.max(0, Math.min(sleep, due - Date.now()));
      failing = false;
    } catch (error) {
      // the database is out of reach: said once, tried again after a sleep
      if (!failing) log(`mail: the queue cannot be read: ${logText(errorText(error), 300)}`);
      failing = true;
    }
    wake(sleep);
  }

  function wake(ms: number): void {
    if (stopping.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (draining) {
        drainAgain = true;
        return;
      }
      draining = drain().finally(() => {
        draining = undefined;
        if (drainAgain) {
          drainAgain = false;
          wake(0);
        }
      });
    }, ms);
    // a waiting mail never keeps the process alive: it is in the database
    timer.unref();
  }

  function track(work: Promise<void>): Promise<void> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  }

  wake(0);

  return {
    async send(mail: Mail) {
      const now = Date.now();
      const claim = newClaim(now);
      const queued = { id: newId(), ...mail };
      await enqueueMail(knex, queued, now, claim);
      // the first try starts now, in the background unless the transport is local
      const first = track(attempt({ ...queued, created: now, attempts: 0 }, claim));
      if (transport.local) await first;
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await Promise.all([draining, ...inFlight]);
    },
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
