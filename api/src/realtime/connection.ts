// One socket, from its hello to its close: admission, the message budget, presence. Anything the
// protocol does not allow closes the socket with a code and a reason, and changes nothing.
import {
  MAX_REALTIME_MESSAGE_BYTES,
  REALTIME_CLOSE,
  realtimeClientMessageSchema,
  type RealtimeClientMessage,
  type RealtimePeer,
} from '@protolab/shared';
import type { Knex } from 'knex';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import type { TokenService } from '../infrastructure/tokens';
import { admit, peerOf } from './access';
import type { Hub } from './hub';
import { MESSAGE_BURST, MESSAGES_PER_SECOND, messageBudget } from './rateLimit';
import type { Member } from './room';

export const HELLO_TIMEOUT_MS = 5000;
/** What may wait to be sent to one client before it is cut. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

type Presence = Extract<RealtimeClientMessage, { type: 'presence' }>;

/** A close reason may hold 123 bytes. */
function shortReason(text: string): string {
  let out = text;
  while (Buffer.byteLength(out) > 123) out = out.slice(0, -2) + '…';
  return out;
}

function problem(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const path = issue.path.join('.');
  if (path === 'type' || (issue.path.length === 0 && issue.code === 'invalid_union'))
    return 'type: must be hello or presence';
  return `${path || 'message'}: ${issue.message}`;
}

function withPresence(peer: RealtimePeer, p: Omit<Presence, 'type'>): RealtimePeer {
  return {
    ...peer,
    ...(p.screen !== undefined && { screen: p.screen }),
    ...(p.pointer !== undefined && { pointer: p.pointer }),
    ...(p.selection !== undefined && { selection: p.selection }),
  };
}

export function handleSocket(ws: WebSocket, hub: Hub, deps: { knex: Knex; tokens: TokenService }): void {
  let state: 'hello' | 'admitting' | 'joined' | 'closed' = 'hello';
  let member: Member | undefined;
  /** presence sent before the welcome, applied once joined */
  let early: Omit<Presence, 'type'> = {};
  const take = messageBudget();

  const close = (code: number, reason: string) => {
    if (state === 'closed') return;
    state = 'closed';
    clearTimeout(helloTimer);
    ws.close(code, shortReason(reason));
  };
  const helloTimer = setTimeout(
    () => close(REALTIME_CLOSE.helloTimeout, `No hello within ${HELLO_TIMEOUT_MS / 1000} s`),
    HELLO_TIMEOUT_MS,
  );

  ws.on('error', () => undefined);
  ws.on('close', () => {
    state = 'closed';
    clearTimeout(helloTimer);
    if (member) hub.leave(member);
  });
  ws.on('pong', () => {
    if (member) member.alive = true;
  });

  async function hello(message: Extract<RealtimeClientMessage, { type: 'hello' }>) {
    const done = hub.admitting(message.app);
    try {
      const admitted = await admit(deps, message.token, message.app);
      if (state === 'closed') return;
      if ('code' in admitted) return close(admitted.code, admitted.reason);
      member = {
        appId: message.app,
        userId: admitted.user.id,
        sessionId: admitted.sessionId,
        expires: admitted.expires,
        peer: withPresence(peerOf(admitted, message.client), early),
        alive: true,
        isOpen: () => ws.readyState === ws.OPEN,
        send: (text) => {
          if (ws.readyState !== ws.OPEN) return;
          // a client this far behind is cut: it connects again and catches up over REST
          if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.terminate();
          else ws.send(text);
        },
        close,
        ping: () => ws.ping(),
        terminate: () => ws.terminate(),
      };
      if (!(await hub.join(member))) {
        member = undefined;
        return close(REALTIME_CLOSE.notFound, 'There is no such prototype');
      }
      if (state === 'admitting') state = 'joined';
    } finally {
      done();
    }
  }

  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (state === 'closed') return;
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data as ArrayBuffer);
    if (bytes.length > MAX_REALTIME_MESSAGE_BYTES)
      return close(
        REALTIME_CLOSE.tooLarge,
        `A message may have at most ${MAX_REALTIME_MESSAGE_BYTES} bytes; this one had ${bytes.length}`,
      );
    if (!take())
      return close(
        REALTIME_CLOSE.flood,
        `Too many messages: at most ${MESSAGES_PER_SECOND} a second (${MESSAGE_BURST} at once)`,
      );
    if (isBinary) return close(REALTIME_CLOSE.badMessage, 'Messages are JSON text, not binary');
    let json: unknown;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      return close(REALTIME_CLOSE.badMessage, 'The message is not JSON');
    }
    const parsed = realtimeClientMessageSchema.safeParse(json);
    if (!parsed.success) return close(REALTIME_CLOSE.badMessage, problem(parsed.error));
    const message = parsed.data;
    if (message.type === 'hello') {
      if (state !== 'hello') return close(REALTIME_CLOSE.badMessage, 'hello: sent once, as the first message');
      state = 'admitting';
      clearTimeout(helloTimer);
      void hello(message);
      return;
    }
    if (state === 'hello') return close(REALTIME_CLOSE.badMessage, 'type: the first message must be hello');
    const { type: _type, ...presence } = message;
    if (!member) {
      early = { ...early, ...presence };
      return;
    }
    member.peer = withPresence(member.peer, presence);
    hub.announce(member);
  });
}
