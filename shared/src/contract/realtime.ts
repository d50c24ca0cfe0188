// The realtime socket of an open prototype (DESIGN §4 "Realtime"): presence of the designers who
// have it open, and the change sets the server stored, pushed to all of them in revision order.
// Change sets themselves are sent over REST (POST /rest/apps/{id}/update): one validated path.
import { z } from 'zod';
import { appChangeSchema } from '../model/appChange';
import { idField } from '../model/fields';

/** Where the socket is, on the API's own host and port. */
export const REALTIME_PATH = '/rest/realtime';
/** The largest message a client may send (bytes); a larger one closes the socket. */
export const MAX_REALTIME_MESSAGE_BYTES = 64 * 1024;
/** How long a designer who stops answering stays shown to the others (ms). */
export const PRESENCE_TIMEOUT_MS = 5000;

/** Close codes, each with a reason text the canvas can show. */
export const REALTIME_CLOSE = {
  badMessage: 4400,
  unauthenticated: 4401,
  forbidden: 4403,
  notFound: 4404,
  helloTimeout: 4408,
  tooLarge: 4413,
  flood: 4429,
} as const;

const point = z.strictObject({ x: z.number().finite(), y: z.number().finite() });

/** The first message: who is connecting to which prototype. The token never goes in the URL. */
export const realtimeHelloSchema = z.strictObject({
  type: z.literal('hello'),
  token: z.string().min(1).max(4096),
  app: idField(),
  /** one per open tab: a designer may have the prototype open twice */
  client: idField(),
});

/** What a designer shows the others; each field left out keeps its last value. */
export const realtimePresenceSchema = z.strictObject({
  type: z.literal('presence'),
  screen: idField().nullable().optional(),
  /** canvas coordinates; null when the pointer left the canvas */
  pointer: point.nullable().optional(),
  selection: z.array(idField()).max(1000).optional(),
});

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [realtimeHelloSchema, realtimePresenceSchema]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** A designer with the prototype open. */
export interface RealtimePeer {
  client: string;
  user: { id: string; name: string | null; lastname: string | null; email: string; image: string | null };
  /** a CSS colour, the same for a user wherever they appear */
  color: string;
  /** a read-only team member watches without changing anything */
  readOnly: boolean;
  screen: string | null;
  pointer: { x: number; y: number } | null;
  selection: string[];
}

export type RealtimeServerMessage =
  /** the answer to hello: the revision to catch up from, this connection's peer, the others */
  | { type: 'welcome'; revision: number; you: RealtimePeer; peers: RealtimePeer[] }
  /** a designer came or changed what they show */
  | { type: 'presence'; peer: RealtimePeer }
  | { type: 'leave'; client: string }
  /** a stored change set: apply `changes` to the document of revision - 1 */
  | {
      type: 'changes';
      revision: number;
      /** the change set's client-made id, so its sender knows its own */
      id: string | null;
      author: string | null;
      changes: z.infer<typeof appChangeSchema>[];
      replaced: { parent: string; id: string; key: string; value?: unknown }[];
    }
  /** the whole document was written (a save of all of it, an import): load it again */
  | { type: 'reload'; revision: number };
