// One editing session of a prototype: the headless editor on the server's document (with what
// this browser had not saved yet laid over it), its undo history from the server's command stack,
// and the saver that sends every commit back, kept in localStorage until acknowledged.
import {
  Editor,
  editorCommandSchema,
  Saver,
  withWaitingChanges,
  type App,
  type CommandInput,
  type CommandStack,
  type EditorCommand,
  type SaveOp,
  type SaveStore,
} from '@protolab/shared';
import { api } from '../shell/api';

export interface EditorSession {
  editor: Editor;
  saver: Saver;
}

const storeKey = (appId: string) => `protolab-editor-waiting-${appId}`;

/** Waiting operations not written yet, by app: written once the change is drawn, or at once when the page goes. */
const unwritten = new Map<string, readonly SaveOp[]>();

function writeWaiting(): void {
  for (const [appId, ops] of unwritten) {
    if (ops.length) localStorage.setItem(storeKey(appId), JSON.stringify(ops));
    else localStorage.removeItem(storeKey(appId));
  }
  unwritten.clear();
}
addEventListener('pagehide', writeWaiting);
// a hidden tab draws no frames: what waits for one is written now
addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') writeWaiting();
});

/**
 * Waiting operations in localStorage, written right after the frame that draws the change (writing
 * a paste of 500 widgets costs milliseconds the designer would otherwise wait for before seeing it;
 * a timer of a frame's length still fired before that frame when the change took longer to draw),
 * and at once when the page goes away, so a closed tab keeps them.
 */
function localStore(appId: string): SaveStore {
  return {
    load() {
      const waiting = unwritten.get(appId);
      if (waiting) return [...waiting];
      try {
        const text = localStorage.getItem(storeKey(appId));
        return text ? (JSON.parse(text) as SaveOp[]) : [];
      } catch {
        return [];
      }
    },
    save(ops) {
      if (unwritten.size === 0) requestAnimationFrame(() => setTimeout(writeWaiting));
      unwritten.set(appId, ops);
    },
  };
}

/** The steps of the server's stack that are ours (an imported app's stack may hold another product's). */
function historyOf(stack: CommandStack | undefined) {
  const ours = (stack?.stack ?? []).map((c) => editorCommandSchema.safeParse(c));
  const pos = stack?.pos ?? 0;
  // only the run of our commands just before and after the position can be undone and redone
  let first = pos;
  while (first > 0 && ours[first - 1].success) first--;
  let last = pos;
  while (last < ours.length && ours[last].success) last++;
  const command = (i: number) => ours[i].data as EditorCommand;
  return {
    done: Array.from({ length: pos - first }, (_, i) => command(first + i)),
    undone: Array.from({ length: last - pos }, (_, i) => command(last - 1 - i)),
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the session tells its co-editing: the saver's answers, and the revision change sets are made on. */
export interface SessionHandlers {
  /** a change set was refused (400): the document must be loaded again */
  onRefused(): void;
  /** a change set was refused as a conflict (409): only it is dropped */
  onConflict(error: unknown, op: SaveOp): void;
  /** a change set was stored as `revision` */
  onStored(id: string, revision: number): void;
  /** the revision of the server's copy the designer's changes are made on */
  base(): number;
}

export function openEditorSession(
  appId: string,
  doc: App,
  stack: CommandStack | undefined,
  handlers: SessionHandlers,
): EditorSession {
  const store = localStore(appId);
  const waiting = store.load();
  const start = withWaitingChanges(doc, waiting);
  if (!start) store.save([]);
  // history made on another state than the one shown cannot be undone safely
  const editor = new Editor(start ?? doc, waiting.length && !start ? undefined : historyOf(stack));
  const saver = new Saver(
    {
      async send(op) {
        if (op.kind === 'changes') {
          const answer = await api.apps.update(appId, { id: op.id, changes: op.changes, base: handlers.base() });
          return { revision: answer.revision };
        }
        // our command is one kind of the stack's loose entries
        if (op.kind === 'push') await api.commands.add(appId, op.command as unknown as CommandInput);
        else await api.commands[op.kind](appId, { id: op.id });
      },
    },
    store,
    {
      wait,
      onRefused: () => handlers.onRefused(),
      onConflict: (error, op) => handlers.onConflict(error, op),
      onStored: (id, revision) => handlers.onStored(id, revision),
    },
  );
  editor.onCommit((commit) => saver.add(commit));
  return { editor, saver };
}
