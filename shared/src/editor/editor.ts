// The headless editor: the document, the selection and the undo history. Views send it command
// drafts; tests drive it the same way, without a DOM. What it commits is reported to listeners
// (the saver sends it to the server), each with the change set it means for the stored document.
import { MAX_UNDO_STEPS } from '../constants';
import type { App } from '../model/app';
import type { AppChange } from '../model/appChange';
import { applyEdits } from './applyEdits';
import { applicableEdits, type SkippedEdit } from './applicableEdits';
import { invertEdits, type Edit } from './edit';
import { mergeCommands, toCommand, type CommandDraft, type EditorCommand } from './editorCommand';

/** `skipped`: what an undo or redo left alone because another designer changed or deleted it since. */
export type RunResult =
  { ok: true; command: EditorCommand; skipped?: SkippedEdit[] } | { ok: false; field: string; message: string };

/**
 * `do`: a new command ran. `merged`: it joined the last history entry, which is now `command`.
 * `undo` / `redo`: `command` was undone or redone.
 */
export interface Commit {
  kind: 'do' | 'merged' | 'undo' | 'redo';
  command: EditorCommand;
  changes: AppChange[];
}

export interface EditorHistory {
  /** applied commands, oldest first */
  done: EditorCommand[];
  /** undone commands, the next to redo last */
  undone: EditorCommand[];
}

type Listener = () => void;

/** What views show: a new object after every change, so a view can tell by identity. */
export interface EditorState {
  doc: App;
  selection: readonly string[];
  canUndo: boolean;
  canRedo: boolean;
}

export class Editor {
  private current: App;
  private selected: readonly string[] = [];
  private done: EditorCommand[];
  private undone: EditorCommand[];
  /** the merge key of the open history entry; another key, an undo or `seal()` closes it */
  private openMerge: string | undefined;
  private readonly listeners = new Set<Listener>();
  private readonly committers = new Set<(commit: Commit) => void>();
  private snapshot: EditorState;

  constructor(doc: App, history: EditorHistory = { done: [], undone: [] }) {
    this.current = doc;
    this.done = [...history.done];
    this.undone = [...history.undone];
    this.snapshot = this.takeSnapshot();
  }

  get state(): EditorState {
    return this.snapshot;
  }

  get doc(): App {
    return this.current;
  }

  get selection(): readonly string[] {
    return this.selected;
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** The command the next undo would undo. */
  get lastDone(): EditorCommand | undefined {
    return this.done.at(-1);
  }

  /** Runs a command; an invalid one is refused whole and changes nothing. */
  run(draft: CommandDraft): RunResult {
    if (draft.refused) return { ok: false, ...draft.refused };
    const command = toCommand(draft);
    const result = applyEdits(this.current, command.edits);
    if (!result.ok) return result;
    if (command.edits.length === 0) {
      if (draft.select) this.select(draft.select);
      return { ok: true, command };
    }
    this.current = result.app;
    let commit: Commit = { kind: 'do', command, changes: result.changes };
    if (command.history) {
      const last = this.done.at(-1);
      if (command.merge !== undefined && command.merge === this.openMerge && last) {
        const merged = mergeCommands(last, command);
        this.done[this.done.length - 1] = merged;
        commit = { kind: 'merged', command: merged, changes: result.changes };
      } else {
        this.done.push(command);
        if (this.done.length > MAX_UNDO_STEPS) this.done.shift();
      }
      this.undone = [];
      this.openMerge = command.merge;
    }
    if (draft.select) this.selected = draft.select;
    else this.selected = this.selected.filter((id) => this.exists(id));
    this.emit(commit);
    return { ok: true, command: commit.command };
  }

  /** Ends the open history entry: the next command starts a new one even with the same merge key. */
  seal(): void {
    this.openMerge = undefined;
  }

  undo(): RunResult | undefined {
    const command = this.done.at(-1);
    if (!command) return undefined;
    return this.step(invertEdits(command.edits), command, 'undo', () => this.undone.push(this.done.pop()!));
  }

  redo(): RunResult | undefined {
    const command = this.undone.at(-1);
    if (!command) return undefined;
    return this.step(command.edits, command, 'redo', () => this.done.push(this.undone.pop()!));
  }

  /**
   * Undo and redo take back (or do again) what the document still allows: a property another
   * designer changed since stays theirs, and what was left alone is answered as `skipped`. A step
   * of which nothing applies any more still moves through the history.
   */
  private step(edits: Edit[], command: EditorCommand, kind: 'undo' | 'redo', moveHistory: () => void): RunResult {
    this.openMerge = undefined;
    const result = applicableEdits(this.current, edits);
    this.current = result.app;
    moveHistory();
    // a command on no widget, screen or line (a design token's value) leaves the selection be
    const touched = touchedIds(command).filter((id) => this.exists(id));
    this.selected = touched.length ? touched : this.selected.filter((id) => this.exists(id));
    this.emit({ kind, command, changes: result.changes });
    return result.skipped.length ? { ok: true, command, skipped: result.skipped } : { ok: true, command };
  }

  select(ids: readonly string[]): void {
    const next = ids.filter((id) => this.exists(id));
    if (next.length === this.selected.length && next.every((id, i) => id === this.selected[i])) return;
    this.selected = next;
    this.notify();
  }

  /**
   * Takes a document from elsewhere (the server's, after a refused change). The history goes: its
   * edits were made on another state, so nothing is undone against a state it was not made on.
   */
  replaceDoc(doc: App): void {
    this.current = doc;
    this.done = [];
    this.undone = [];
    this.openMerge = undefined;
    this.selected = this.selected.filter((id) => this.exists(id));
    this.notify();
  }

  /**
   * Takes the document as co-editors left it (the server's latest, with this editor's changes not
   * stored yet on top). The history stays: undo takes back this designer's steps as far as they
   * still apply.
   */
  applyRemote(doc: App): void {
    if (doc === this.current) return;
    this.current = doc;
    this.selected = this.selected.filter((id) => this.exists(id));
    this.notify();
  }

  /**
   * Forgets a history step the server refused (its record was deleted by someone else meanwhile):
   * it never happened, so undo must not take it back. `step` is the saver's step of the change set.
   */
  forget(step: string): void {
    const id = step.slice(step.indexOf(':') + 1);
    const keep = (command: EditorCommand) => command.id !== id;
    if (this.done.every(keep) && this.undone.every(keep)) return;
    this.done = this.done.filter(keep);
    this.undone = this.undone.filter(keep);
    this.openMerge = undefined;
    this.notify();
  }

  /** Called after every change of the document, the selection or the history. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called with every command that changed the document, in order. */
  onCommit(committer: (commit: Commit) => void): () => void {
    this.committers.add(committer);
    return () => this.committers.delete(committer);
  }

  private exists(id: string): boolean {
    const doc = this.current;
    return Boolean(doc.widgets[id] ?? doc.screens[id] ?? doc.lines[id] ?? doc.groups?.[id]);
  }

  private emit(commit: Commit): void {
    for (const committer of this.committers) committer(commit);
    this.notify();
  }

  private notify(): void {
    this.snapshot = this.takeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private takeSnapshot(): EditorState {
    return { doc: this.current, selection: this.selected, canUndo: this.canUndo, canRedo: this.canRedo };
  }
}

/** The widgets, screens and lines a command added or changed (what undo and redo select). */
function touchedIds(command: EditorCommand): string[] {
  const ids = new Set<string>();
  for (const edit of command.edits) {
    if (edit.parent === 'widgets' || edit.parent === 'screens' || edit.parent === 'lines') ids.add(edit.id);
  }
  return [...ids];
}
