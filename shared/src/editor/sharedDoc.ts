// The document as co-editors share it. The server orders every change set (a revision each) and
// sends them to everyone who has the prototype open; each copy replays them in that order from the
// same start, so every copy of revision N is the same bytes. On top of the server's copy, a
// designer sees their own change sets the server has not sent back yet, rebased: applied again on
// the newest revision, as the server will apply them.
import { applyChanges } from '../appDocument/applyChanges';
import type { App } from '../model/app';
import type { AppChange } from '../model/appChange';
import type { OwnChangeSet } from './saver';

/** A change set as the server stored it. */
export interface StoredChangeSet {
  revision: number;
  /** the client-made id; a designer knows their own by it */
  id: string | null;
  changes: AppChange[];
}

export interface Received {
  /** ids of this designer's change sets that are now part of the server's copy */
  confirmed: string[];
  /** revisions are missing before some that came: fetch what changed since `revision` */
  gap: boolean;
}

export class SharedDoc {
  private base: App;
  private at: number;
  /** change sets that came before the ones ahead of them */
  private readonly held = new Map<number, StoredChangeSet>();
  private lastView: { base: App; own: OwnChangeSet[]; doc: App; dropped: OwnChangeSet[] } | undefined;

  constructor(doc: App, revision: number) {
    this.base = doc;
    this.at = revision;
  }

  /** The server's copy, at `revision`. */
  get doc(): App {
    return this.base;
  }

  get revision(): number {
    return this.at;
  }

  /** Takes stored change sets in any order; applies those that follow on, holds the others back. */
  receive(sets: readonly StoredChangeSet[]): Received {
    for (const set of sets) if (set.revision > this.at) this.held.set(set.revision, set);
    const confirmed: string[] = [];
    for (let next = this.held.get(this.at + 1); next; next = this.held.get(this.at + 1)) {
      this.held.delete(next.revision);
      const result = applyChanges(this.base, next.changes);
      // the server applied it to this very document: refusing it here would be a bug of ours
      if (!result.ok) throw new Error(`revision ${next.revision} does not apply: ${result.field} ${result.message}`);
      this.base = result.app;
      this.at = next.revision;
      if (next.id !== null) confirmed.push(next.id);
    }
    return { confirmed, gap: this.held.size > 0 };
  }

  /** Starts again from a document loaded whole (the log did not reach back far enough). */
  reset(doc: App, revision: number): void {
    this.base = doc;
    this.at = revision;
    this.held.clear();
  }

  /**
   * What the designer sees: the server's copy with their own change sets on top, in order. One that
   * no longer applies (its record was deleted meanwhile) is left out and named: the server will
   * refuse it too.
   */
  view(own: readonly OwnChangeSet[]): { doc: App; dropped: OwnChangeSet[] } {
    // a designer's edits grow the list at its end while the server's copy stays: only the new
    // sets are laid over the last view (a long offline session would otherwise replay all of
    // them on every edit). A set whose changes grew (a merged commit) is a new array.
    const last = this.lastView;
    const reuse =
      last !== undefined &&
      last.base === this.base &&
      last.own.length <= own.length &&
      last.own.every((set, i) => own[i]!.id === set.id && own[i]!.changes === set.changes);
    let doc = reuse ? last.doc : this.base;
    const dropped = reuse ? [...last.dropped] : [];
    for (const set of own.slice(reuse ? last.own.length : 0)) {
      const result = applyChanges(doc, set.changes);
      if (result.ok) doc = result.app;
      else dropped.push(set);
    }
    this.lastView = { base: this.base, own: [...own], doc, dropped };
    return { doc, dropped: [...dropped] };
  }
}
