// Every room of this instance, the peers other instances announce, and the heartbeat: pings (a
// connection that misses one is ended), the members' login and role checked again, this
// instance's peers announced to the others, and others' peers not heard of for a while dropped.
import { PRESENCE_TIMEOUT_MS, REALTIME_CLOSE, type RealtimePeer } from '@protolab/shared';
import type { Knex } from 'knex';
import type { TeamRole } from '../repos/teamRepo';
import { REASONS, standing } from './access';
import type { BusEvent, RealtimeBus } from './bus';
import type { RevisionMessage } from './publisher';
import { Room, type Member } from './room';

/** Pings, checks and announces go out this often (ms); a dead connection ends within two. */
export const HEARTBEAT_MS = 2000;
/** A peer of another instance not announced for this long has left (announced every HEARTBEAT_MS). */
const REMOTE_PEER_MS = PRESENCE_TIMEOUT_MS - 1000;

export class Hub {
  private readonly rooms = new Map<string, Room>();
  /** app → client → peer of another instance, with when it was last heard of */
  private readonly remote = new Map<string, Map<string, { peer: RealtimePeer; seen: number }>>();
  private readonly timer: NodeJS.Timeout;
  private ticks = 0;
  bus: RealtimeBus | undefined;

  constructor(
    private readonly knex: Knex,
    private readonly log: (line: string) => void,
  ) {
    this.timer = setInterval(() => this.tick(), HEARTBEAT_MS / 2);
  }

  private room(appId: string): Room {
    let room = this.rooms.get(appId);
    if (!room) {
      room = new Room(appId, this.knex, this.log);
      this.rooms.set(appId, room);
    }
    return room;
  }

  private forget(room: Room) {
    if (room.empty && this.rooms.get(room.appId) === room) this.rooms.delete(room.appId);
  }

  /** Reserves the room while a hello is admitted, so that it is not dropped meanwhile. */
  admitting(appId: string): () => void {
    const room = this.room(appId);
    room.joining++;
    return () => {
      room.joining--;
      this.forget(room);
    };
  }

  async join(member: Member): Promise<boolean> {
    const room = this.room(member.appId);
    const remote = [...(this.remote.get(member.appId)?.values() ?? [])].map((r) => r.peer);
    if (!(await room.join(member, remote))) return false;
    this.announce(member);
    return true;
  }

  /** The member's peer changed: the others hear of it, here and on the other instances. */
  announce(member: Member): void {
    const room = this.rooms.get(member.appId);
    if (room?.members.get(member.peer.client) !== member) return;
    room.broadcast({ type: 'presence', peer: member.peer }, member.peer.client);
    this.bus?.send({ kind: 'presence', app: member.appId, peer: member.peer });
  }

  leave(member: Member): void {
    const room = this.rooms.get(member.appId);
    if (!room || room.members.get(member.peer.client) !== member) return;
    room.members.delete(member.peer.client);
    room.broadcast({ type: 'leave', client: member.peer.client });
    this.bus?.send({ kind: 'leave', app: member.appId, client: member.peer.client });
    this.forget(room);
  }

  /** A revision stored by this instance. */
  publish(appId: string, message: RevisionMessage): void {
    void this.rooms.get(appId)?.learn(message.revision, message);
    this.bus?.send({ kind: 'revision', app: appId, revision: message.revision, message });
  }

  teamChanged(appId: string): void {
    void this.recheck(appId);
    this.bus?.send({ kind: 'team', app: appId });
  }

  /** What another instance sent. */
  receive(event: BusEvent): void {
    const room = this.rooms.get(event.app);
    if (event.kind === 'revision') void room?.learn(event.revision, event.message);
    else if (event.kind === 'team') void this.recheck(event.app);
    else if (event.kind === 'presence') {
      let peers = this.remote.get(event.app);
      if (!peers) this.remote.set(event.app, (peers = new Map()));
      const known = peers.get(event.peer.client);
      peers.set(event.peer.client, { peer: event.peer, seen: Date.now() });
      if (!known || JSON.stringify(known.peer) !== JSON.stringify(event.peer))
        room?.broadcast({ type: 'presence', peer: event.peer });
    } else if (this.remote.get(event.app)?.delete(event.client)) {
      this.remoteLeft(event.app, event.client);
    }
  }

  /** A tab that connected here again after its instance stopped has not left. */
  private remoteLeft(appId: string, client: string): void {
    const room = this.rooms.get(appId);
    if (room && !room.members.has(client)) room.broadcast({ type: 'leave', client });
  }

  private tick(): void {
    this.ticks++;
    this.dropSilentRemotes();
    if (this.ticks % 2) return;
    for (const room of this.rooms.values())
      for (const member of room.members.values()) {
        if (!member.alive) {
          member.terminate();
          continue;
        }
        member.alive = false;
        member.ping();
        this.bus?.send({ kind: 'presence', app: member.appId, peer: member.peer });
      }
    void this.recheck();
  }

  private dropSilentRemotes(): void {
    const before = Date.now() - REMOTE_PEER_MS;
    for (const [appId, peers] of this.remote) {
      for (const [client, { seen }] of peers)
        if (seen < before) {
          peers.delete(client);
          this.remoteLeft(appId, client);
        }
      if (peers.size === 0) this.remote.delete(appId);
    }
  }

  /** Checks the members' logins and roles (of one app, or all): ends or downgrades who lost them. */
  async recheck(appId?: string): Promise<void> {
    const members = [...this.rooms.values()]
      .filter((room) => appId === undefined || room.appId === appId)
      .flatMap((room) => [...room.members.values()]);
    if (members.length === 0) return;
    try {
      const now = Date.now();
      const found = await standing(this.knex, members, now);
      for (const m of members) {
        const role = found.roles.get(`${m.appId} ${m.userId}`) as TeamRole | undefined;
        if (!found.apps.has(m.appId)) m.close(REALTIME_CLOSE.notFound, REASONS.deleted);
        else if (m.expires <= now || !found.sessions.has(m.sessionId))
          m.close(REALTIME_CLOSE.unauthenticated, REASONS.expired);
        else if (!role) m.close(REALTIME_CLOSE.forbidden, REASONS.removed);
        else if ((role === 'read') !== m.peer.readOnly) {
          m.peer = { ...m.peer, readOnly: role === 'read' };
          this.announce(m);
          m.send(JSON.stringify({ type: 'presence', peer: m.peer }));
        }
      }
    } catch (err) {
      this.log(`realtime: the heartbeat's check failed (${(err as Error).message})`);
    }
  }

  /**
   * Like a crashed instance, a stopping one tells the others nothing more: its designers' tabs
   * connect again (to another instance behind a balancer) under the same client id, or leave by
   * timeout, without flickering out and in.
   */
  silence(): void {
    clearInterval(this.timer);
    this.bus = undefined;
  }

  /** Waits for the rooms' queued work (the sockets are closed by their server). */
  async close(): Promise<void> {
    this.silence();
    const rooms = [...this.rooms.values()];
    await Promise.all(rooms.map((room) => room.serially(async () => undefined)));
  }
}
