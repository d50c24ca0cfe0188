// The co-editing socket of an open canvas (shared/src/contract/realtime.ts): says hello with the
// login token, passes on what the server sends, sends the designer's presence, and connects again
// with a growing wait when the connection drops, unless the server closed it for good (an expired
// session, a member removed from the team, a prototype that is gone): then it stays closed and
// says why. The browser's offline event drops it at once (a socket may hang on without sending);
// the online event connects again without waiting.
import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from '@protolab/shared';

/** The part of a WebSocket the connection uses (tests pass a fake). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type ConnectionState =
  | { state: 'connecting' }
  | { state: 'live' }
  | { state: 'offline' }
  /** closed by the server for good: `code` is one of REALTIME_CLOSE, `reason` its text */
  | { state: 'closed'; code: number; reason: string };

type Presence = Omit<Extract<RealtimeClientMessage, { type: 'presence' }>, 'type'>;

export interface ConnectionOptions {
  app: string;
  /** this tab's id: a designer may have the prototype open twice */
  client: string;
  token(): string | null | undefined;
  onMessage(message: RealtimeServerMessage): void;
  onState(state: ConnectionState): void;
  /** opens a socket (default: the browser's WebSocket) */
  open?(url: string): SocketLike;
  /** the first wait before connecting again; it doubles up to maxRetryMs */
  retryMs?: number;
  maxRetryMs?: number;
  /** the least time between two presence messages (pointer moves come faster) */
  presenceMs?: number;
}

/** Closes after which connecting again cannot help. */
const FINAL: readonly number[] = [REALTIME_CLOSE.unauthenticated, REALTIME_CLOSE.forbidden, REALTIME_CLOSE.notFound];

export const realtimeUrl = () => `${location.origin.replace(/^http/, 'ws')}${REALTIME_PATH}`;

export class RealtimeConnection {
  private socket: SocketLike | undefined;
  private current: ConnectionState = { state: 'connecting' };
  private retry: number;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** everything shown so far: sent whole after each hello */
  private shown: Presence = {};
  /** what changed since the last presence message */
  private unsent: Presence | undefined;
  private lastSent = 0;
  private presenceTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: ConnectionOptions) {
    this.retry = options.retryMs ?? 500;
  }

  get state(): ConnectionState {
    return this.current;
  }

  start(): void {
    addEventListener('online', this.online);
    addEventListener('offline', this.offline);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    removeEventListener('online', this.online);
    removeEventListener('offline', this.offline);
    clearTimeout(this.retryTimer);
    clearTimeout(this.presenceTimer);
    this.drop();
  }

  /** What the designer shows the others; fields left out keep their value. Sent at most every presenceMs. */
  presence(next: Presence): void {
    this.shown = { ...this.shown, ...next };
    this.unsent = { ...this.unsent, ...next };
    if (this.presenceTimer !== undefined) return;
    const wait = this.lastSent + (this.options.presenceMs ?? 50) - Date.now();
    if (wait <= 0) this.sendPresence();
    else this.presenceTimer = setTimeout(() => this.sendPresence(), wait);
  }

  private sendPresence(): void {
    this.presenceTimer = undefined;
    if (!this.unsent || this.current.state !== 'live') return;
    this.send({ type: 'presence', ...this.unsent });
    this.unsent = undefined;
    this.lastSent = Date.now();
  }

  private readonly online = () => {
    if (this.stopped || this.current.state === 'closed' || this.socket) return;
    clearTimeout(this.retryTimer);
    this.retry = this.options.retryMs ?? 500;
    this.connect();
  };

  private readonly offline = () => {
    if (this.current.state === 'closed') return;
    this.drop();
    clearTimeout(this.retryTimer);
    this.setState({ state: 'offline' });
  };

  private connect(): void {
    const token = this.options.token();
    if (!token) return this.setState({ state: 'closed', code: REALTIME_CLOSE.unauthenticated, reason: '' });
    this.setState(this.current.state === 'offline' ? this.current : { state: 'connecting' });
    const socket = (this.options.open ?? ((url) => new WebSocket(url) as unknown as SocketLike))(realtimeUrl());
    this.socket = socket;
    socket.onopen = () => {
      this.send({ type: 'hello', token, app: this.options.app, client: this.options.client });
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let message: RealtimeServerMessage;
      try {
        message = JSON.parse(event.data) as RealtimeServerMessage;
      } catch {
        return;
      }
      if (message.type === 'welcome') {
        this.retry = this.options.retryMs ?? 500;
        this.setState({ state: 'live' });
        // the others see what this tab showed before the connection dropped
        if (Object.keys(this.shown).length) this.send({ type: 'presence', ...this.shown });
        this.unsent = undefined;
      }
      this.options.onMessage(message);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (this.stopped) return;
      if (FINAL.includes(event.code)) {
        this.setState({ state: 'closed', code: event.code, reason: event.reason });
        return;
      }
      this.setState({ state: 'offline' });
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return; // the online event connects
      this.retryTimer = setTimeout(() => this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, this.options.maxRetryMs ?? 10_000);
    };
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
  }

  private send(message: RealtimeClientMessage): void {
    try {
      this.socket?.send(JSON.stringify(message));
    } catch {
      // not open yet or closing: the next hello sends the whole presence
    }
  }

  private setState(state: ConnectionState): void {
    if (JSON.stringify(state) === JSON.stringify(this.current)) return;
    this.current = state;
    this.options.onState(state);
  }
}
