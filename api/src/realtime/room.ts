// The connections of one app on this instance. Stored revisions reach them one at a time, in
// revision order: a revision learned out of order, or without its message, is read from the log
// together with the ones before it that this room has not pushed yet.
import type { RealtimePeer, RealtimeServerMessage } from '@protolab/shared';
import type { Knex } from 'knex';
import { changesSince } from '../repos/appChangesRepo';
import type { RevisionMessage } from './publisher';

/** One socket of a designer who said hello and was admitted. */
export interface Member {
  readonly appId: string;
  readonly userId: string;
  readonly sessionId: string;
  /** when the login token expires (epoch ms) */
  readonly expires: number;
  peer: RealtimePeer;
  /** answered the last ping */
  alive: boolean;
  isOpen(): boolean;
  send(text: string): void;
  close(code: number, reason: string): void;
  ping(): void;
  terminate(): void;
}

/** A gap wider than this is not replayed: the room's designers load the document again. */
const MAX_REPLAY = 200;

export class Room {
  readonly members = new Map<string, Member>();
  /** hellos being admitted: the room stays while they are */
  joining = 0;
  /** the last revision pushed to this room's members */
  private revision: number | undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly appId: string,
    private readonly knex: Knex,
    private readonly log: (line: string) => void,
  ) {}

  get empty(): boolean {
    return this.members.size === 0 && this.joining === 0;
  }

  /** Runs `task` after every task queued before it. */
  serially(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task).catch((err: Error) => this.log(`realtime: ${this.appId}: ${err.message}`));
    this.queue = run;
    return run;
  }

  broadcast(message: RealtimeServerMessage, except?: string): void {
    const text = JSON.stringify(message);
    for (const [client, member] of this.members) if (client !== except) member.send(text);
  }

  /** A revision was stored: push it, and any before it not pushed yet, in order. */
  learn(revision: number, message?: RevisionMessage): Promise<void> {
    return this.serially(() => this.reach(revision, message));
  }

  /** Adds a member at the app's current revision and welcomes it; answers false when the app is gone. */
  join(member: Member, remotePeers: RealtimePeer[]): Promise<boolean> {
    let joined = false;
    return this.serially(async () => {
      const row = await this.knex('apps').where('id', this.appId).first('revision');
      if (!row || !member.isOpen()) return;
      await this.reach(Number(row.revision));
      const earlier = this.members.get(member.peer.client);
      if (earlier && earlier.userId !== member.userId) {
        member.close(4400, 'client: this id is taken by another designer');
        return;
      }
      earlier?.close(1000, 'The same tab connected again');
      this.members.set(member.peer.client, member);
      const peers = [...this.members.values()].filter((m) => m !== member).map((m) => m.peer);
      member.send(
        JSON.stringify({
          type: 'welcome',
          revision: this.revision!,
          you: member.peer,
          peers: [...peers, ...remotePeers.filter((p) => !this.members.has(p.client))],
        } satisfies RealtimeServerMessage),
      );
      joined = true;
    }).then(() => joined);
  }

  private async reach(revision: number, message?: RevisionMessage): Promise<void> {
    const from = this.revision;
    if (from === undefined) {
      this.revision = revision;
      return;
    }
    if (revision <= from) return;
    const messages = message && revision === from + 1 ? [message] : await this.readLog(from, revision);
    this.revision = revision;
    for (const m of messages) this.broadcast(m);
  }

  private async readLog(from: number, to: number): Promise<RevisionMessage[]> {
    const reload: RevisionMessage[] = [{ type: 'reload', revision: to }];
    if (to - from > MAX_REPLAY) return reload;
    const entries = (await changesSince(this.knex, this.appId, from, to - from)).filter((e) => e.revision <= to);
    if (entries.length !== to - from || entries[0]!.revision !== from + 1) return reload;
    return entries.map((e) =>
      e.changes === null
        ? { type: 'reload', revision: e.revision }
        : {
            type: 'changes',
            revision: e.revision,
            id: e.changeSetId,
            author: e.authorId,
            changes: e.changes as Extract<RevisionMessage, { type: 'changes' }>['changes'],
            replaced: (e.answer.replaced as Extract<RevisionMessage, { type: 'changes' }>['replaced']) ?? [],
          },
    );
  }
}
