// The sessions' parts an instance read before, parsed, with the stamp each was made with: a merge
// reads the stamps (a few bytes a session) and parses again only the parts made since, instead of the
// whole study's (some 60 MB of JSON at a million events). Held by the figures' worker thread
// (figureWorker.ts), a few big studies at a time.
import { setImmediate } from 'node:timers/promises';
import type { Knex } from 'knex';
import type { MousePart, SessionPart } from '@protolab/shared';
import * as parts from '../repos/figurePartsRepo';

export interface ParsedPart {
  session: string;
  stamp: number;
  part: SessionPart | null;
  mouse: MousePart | null;
}

/** Parts read again at once (≈1.5 MB of JSON). */
const PARTS_PER_READ = 500;

export class KeptParts {
  /** per study, its sessions' parts; the study used last comes last */
  private studies = new Map<string, Map<string, ParsedPart>>();

  /** `limit`: how many sessions' parts are held over all studies (the one read last is always held). */
  constructor(private readonly limit: number) {}

  /** The kept parts of the study (of these sessions only, when given), as they are in the database now. */
  async read(knex: Knex, appId: string, sessions: readonly string[] | null): Promise<ParsedPart[]> {
    const held = this.studies.get(appId) ?? new Map<string, ParsedPart>();
    this.studies.delete(appId);
    this.studies.set(appId, held);
    const stamps = await parts.partStamps(knex, appId, sessions);
    if (!sessions) {
      const listed = new Set(stamps.map((row) => row.session));
      for (const session of held.keys()) if (!listed.has(session)) held.delete(session);
    }
    const changed = stamps.filter((row) => held.get(row.session)?.stamp !== row.stamp).map((row) => row.session);
    for await (const rows of parts.partRows(knex, appId, changed, PARTS_PER_READ)) {
      for (const row of rows)
        held.set(row.session, {
          session: row.session,
          stamp: row.stamp,
          part: row.part === null ? null : (JSON.parse(row.part) as SessionPart),
          mouse: row.mouse === null ? null : (JSON.parse(row.mouse) as MousePart),
        });
      // between reads, other requests go on (a small study is read on the API's thread)
      await setImmediate();
    }
    this.evict();
    // in the order of the sessions, as a whole study's fold reads them
    return stamps
      .sort((a, b) => (a.session < b.session ? -1 : a.session > b.session ? 1 : 0))
      .flatMap((row) => held.get(row.session) ?? []);
  }

  /** Forgets the studies used longest ago while more parts than the limit are held. */
  private evict(): void {
    let total = 0;
    for (const held of this.studies.values()) total += held.size;
    for (const [appId, held] of this.studies) {
      if (total <= this.limit || this.studies.size === 1) return;
      this.studies.delete(appId);
      total -= held.size;
    }
  }
}
