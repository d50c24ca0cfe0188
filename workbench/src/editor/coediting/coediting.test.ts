// @vitest-environment happy-dom
// The canvas's co-editing without a browser: the socket says hello first, connects again after a
// drop (with the presence shown before) but not after being removed from the team; change sets
// of others reach the editor in revision order, a gap is filled from changes.json, and a record
// another designer changed is highlighted in their colour.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Editor,
  newApp,
  newScreen,
  newWidget,
  REALTIME_CLOSE,
  type App,
  type AppChangesSince,
  type RealtimePeer,
} from '@protolab/shared';
import { Coediting } from './coediting';
import { RealtimeConnection, type SocketLike } from './realtimeConnection';

class FakeSocket implements SocketLike {
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const peer = (client: string, name: string, color: string): RealtimePeer => ({
  client,
  user: { id: `u-${client}`, name, lastname: null, email: `${client}@example.test`, image: null },
  color,
  readOnly: false,
  screen: null,
  pointer: null,
  selection: [],
});
const me = peer('me', 'Me', '#111111');
const welcome = (revision: number, peers: RealtimePeer[] = []) => ({ type: 'welcome', revision, you: me, peers });

afterEach(() => vi.useRealTimers());

describe('the realtime connection', () => {
  function connect() {
    const sockets: FakeSocket[] = [];
    const states: string[] = [];
    const messages: unknown[] = [];
    const connection = new RealtimeConnection({
      app: 'a1',
      client: 'c1',
      token: () => 'token-1',
      onMessage: (m) => messages.push(m),
      onState: (s) => states.push(s.state),
      open: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      retryMs: 100,
      presenceMs: 50,
    });
    connection.start();
    return { connection, sockets, states, messages };
  }

  it('says hello with the token first, sends presence, and after a drop connects again and shows it again', () => {
    vi.useFakeTimers();
    const { connection, sockets, states } = connect();
    sockets[0]!.onopen?.({});
    expect(sockets[0]!.sent).toEqual([{ type: 'hello', token: 'token-1', app: 'a1', client: 'c1' }]);
    sockets[0]!.receive(welcome(3));
    connection.presence({ screen: 's1', selection: ['w1'] });
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'presence', screen: 's1', selection: ['w1'] });
    // pointer moves come faster than 20 a second: the last one goes after the wait
    connection.presence({ pointer: { x: 1, y: 1 } });
    connection.presence({ pointer: { x: 2, y: 2 } });
    vi.advanceTimersByTime(60);
    expect(sockets[0]!.sent.slice(2)).toEqual([{ type: 'presence', pointer: { x: 2, y: 2 } }]);

    sockets[0]!.onclose?.({ code: 1006, reason: '' });
    expect(states.at(-1)).toBe('offline');
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    sockets[1]!.onopen?.({});
    sockets[1]!.receive(welcome(3));
    expect(states.at(-1)).toBe('live');
    expect(sockets[1]!.sent.at(-1)).toEqual({
      type: 'presence',
      screen: 's1',
      selection: ['w1'],
      pointer: { x: 2, y: 2 },
    });
    connection.stop();
  });

  it('stays closed, with the reason, when removed from the team', () => {
    vi.useFakeTimers();
    const { connection, sockets } = connect();
    sockets[0]!.onopen?.({});
    sockets[0]!.receive(welcome(1));
    sockets[0]!.onclose?.({ code: REALTIME_CLOSE.forbidden, reason: "You were removed from this prototype's team" });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(connection.state).toEqual({
      state: 'closed',
      code: REALTIME_CLOSE.forbidden,
      reason: "You were removed from this prototype's team",
    });
    connection.stop();
  });
});

describe('co-editing', () => {
  const start = (): App => {
    const app = newApp({ name: 'Shared', screens: { s1: newScreen({ id: 's1', name: 'Home' }) } });
    app.widgets.w1 = newWidget({ type: 'Button', id: 'w1', name: 'Go', props: { label: 'Go' } });
    app.screens.s1!.children = ['w1'];
    return app;
  };

  it("applies others' change sets in revision order, fills a gap from the log, and highlights what they changed", async () => {
    const doc = start();
    const editor = new Editor(doc);
    // the log as the server has it: revision 2 and 3 set the label
    const log = {
      2: {
        revision: 2,
        id: 'x2',
        author: 'u-other',
        changes: [{ type: 'update', parent: 'widgets', id: 'w1', props: { props: { label: 'Two' } } }],
        replaced: [],
      },
      3: {
        revision: 3,
        id: 'x3',
        author: 'u-other',
        changes: [{ type: 'update', parent: 'widgets', id: 'w1', props: { x: 77 } }],
        replaced: [],
      },
    } as const;
    const changesSince = vi.fn(async (since: number): Promise<AppChangesSince> => ({
      revision: 3,
      more: false,
      changes: [log[2], log[3]].filter((c) => c.revision > since) as never,
    }));
    const coediting = new Coediting({
      doc,
      revision: 1,
      editor,
      server: { changesSince, document: async () => ({ app: doc, revision: 1 }) },
      notice: () => undefined,
      gapMs: 0,
    });
    coediting.message(welcome(1, [peer('other', 'Ola', '#ff0000')]) as never);
    expect(coediting.state.peers.map((p) => p.client)).toEqual(['other']);
    // revision 3 overtakes 2: held, and the gap is fetched
    coediting.message({ type: 'changes', ...log[3] } as never);
    expect(editor.doc.widgets.w1!.x).toBe(doc.widgets.w1!.x);
    await vi.waitFor(() => expect(coediting.shared.revision).toBe(3));
    expect(changesSince).toHaveBeenCalledWith(1);
    expect(editor.doc.widgets.w1!.x).toBe(77);
    expect(editor.doc.widgets.w1!.props?.label).toBe('Two');
    expect(coediting.state.highlights).toEqual([expect.objectContaining({ id: 'w1', color: '#ff0000' })]);
    coediting.message({ type: 'leave', client: 'other' });
    expect(coediting.state.peers).toEqual([]);
    coediting.stop();
  });
});
