// What a designer sees is the server's copy with their own waiting change sets laid over it, and
// it stays exactly that while the list grows, a waiting set grows by a merged commit, a set stops
// applying, or the server's copy moves on.
import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import type { AppChange } from '../model/appChange';
import { SharedDoc } from './sharedDoc';

const start = () => {
  const app = newApp({ name: 'Shared', screens: { s1: newScreen({ id: 's1', name: 'Home', w: 375, h: 667 }) } });
  for (const id of ['w1', 'w2']) {
    app.widgets[id] = newWidget({ type: 'Button', id, x: 10, y: 10, w: 100, h: 40 });
    app.screens.s1!.children.push(id);
  }
  return app;
};
const move = (id: string, x: number): AppChange => ({ type: 'update', parent: 'widgets', id, props: { x } });
const remove = (id: string): AppChange => ({ type: 'delete', parent: 'widgets', id });

describe('SharedDoc.view', () => {
  it('lays each waiting set over the server copy, as the list grows and a set grows by a merge', () => {
    const shared = new SharedDoc(start(), 1);
    const first = { id: 'a', changes: [move('w1', 20)] };
    expect(shared.view([first]).doc.widgets.w1!.x).toBe(20);
    const second = { id: 'b', changes: [move('w2', 30)] };
    const seen = shared.view([first, second]).doc;
    expect([seen.widgets.w1!.x, seen.widgets.w2!.x]).toEqual([20, 30]);
    // the last set took in one more commit: same id, more changes
    const merged = { id: 'b', changes: [...second.changes, move('w1', 40)] };
    const after = shared.view([first, merged]).doc;
    expect([after.widgets.w1!.x, after.widgets.w2!.x]).toEqual([40, 30]);
    // fewer waiting (one was stored and came back): only what still waits is laid over
    expect(shared.view([merged]).doc.widgets.w1!.x).toBe(40);
    expect(shared.view([]).doc.widgets.w1!.x).toBe(10);
  });

  it('names a set that no longer applies, again on every view', () => {
    const shared = new SharedDoc(start(), 1);
    shared.receive([{ revision: 2, id: null, changes: [remove('w2')] }]);
    const stale = { id: 'a', changes: [move('w2', 50)] };
    const fine = { id: 'b', changes: [move('w1', 60)] };
    expect(shared.view([stale]).dropped).toEqual([stale]);
    const { doc, dropped } = shared.view([stale, fine]);
    expect(dropped).toEqual([stale]);
    expect(doc.widgets.w1!.x).toBe(60);
    expect(doc.widgets.w2).toBeUndefined();
  });

  it("starts from the server's new copy once it moved on", () => {
    const shared = new SharedDoc(start(), 1);
    const mine = { id: 'a', changes: [move('w1', 20)] };
    expect(shared.view([mine]).doc.widgets.w2!.x).toBe(10);
    shared.receive([{ revision: 2, id: null, changes: [move('w2', 99)] }]);
    const doc = shared.view([mine]).doc;
    expect([doc.widgets.w1!.x, doc.widgets.w2!.x]).toEqual([20, 99]);
  });
});
