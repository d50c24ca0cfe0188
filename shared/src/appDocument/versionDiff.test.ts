import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../model/app';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { versionDiff } from './versionDiff';

function base(): App {
  return newApp({
    screens: {
      s1: newScreen({ id: 's1', name: 'Sign up', x: 0, y: 0, props: { start: true }, children: ['b1', 't1', 'l1'] }),
      s2: newScreen({ id: 's2', name: 'Welcome', x: 500, y: 0, children: ['h2'] }),
    },
    widgets: {
      b1: newWidget({ id: 'b1', type: 'Button', name: 'Go', x: 20, y: 40, props: { label: 'Go' } }),
      t1: newWidget({ id: 't1', type: 'TextBox', name: 'Email', x: 20, y: 100 }),
      l1: newWidget({ id: 'l1', type: 'Label', name: 'Title', x: 20, y: 10, style: { color: '#333333' } }),
      h2: newWidget({ id: 'h2', type: 'Label', name: 'Hello', x: 520, y: 10 }),
    },
    lines: { k1: newLine({ id: 'k1', from: 'b1', to: 's2' }) },
  });
}

/** `doc` changed by `change`, leaving `doc` as it was (as a version stays while the draft moves on). */
function edited(doc: App, change: (copy: App) => void): App {
  const copy = structuredClone(doc);
  change(copy);
  return copy;
}

const summary = (older: App, newer: App) =>
  versionDiff(older, newer).map((d) => `${d.kind} ${d.record} ${d.id}${d.screenId ? ` on ${d.screenId}` : ''}`);

describe('versionDiff', () => {
  it('finds nothing between a document and its copy', () => {
    const doc = base();
    expect(versionDiff(doc, structuredClone(doc))).toEqual([]);
  });

  it('lists a moved, a restyled and a removed widget and an added screen, each once', () => {
    const older = base();
    const newer = edited(older, (doc) => {
      doc.widgets.b1.x += 30;
      doc.widgets.t1.style = { ...doc.widgets.t1.style, background: '#ffeeee' };
      delete doc.widgets.l1;
      doc.screens.s1.children = ['b1', 't1'];
      doc.screens.s3 = newScreen({ id: 's3', name: 'Thanks', x: 1000, y: 0 });
    });
    expect(summary(older, newer)).toEqual([
      'added screen s3 on s3',
      'moved widget b1 on s1',
      'restyled widget t1 on s1',
      'removed widget l1 on s1',
    ]);
    expect(versionDiff(older, newer).find((d) => d.id === 'l1')?.name).toBe('Title');
  });

  it('reads the other way as the opposite: what was added was removed', () => {
    const older = base();
    const newer = edited(older, (doc) => {
      doc.screens.s3 = newScreen({ id: 's3', name: 'Thanks', x: 1000, y: 0, children: ['n3'] });
      doc.widgets.n3 = newWidget({ id: 'n3', type: 'Label', x: 1010, y: 10 });
    });
    expect(summary(newer, older)).toEqual(['removed screen s3 on s3', 'removed widget n3 on s3']);
    expect(summary(older, newer)).toEqual(['added screen s3 on s3', 'added widget n3 on s3']);
  });

  it('does not call the widgets of a moved screen moved, but a resized widget and one moved to another screen are', () => {
    const older = base();
    const newer = edited(older, (doc) => {
      doc.screens.s2.x += 200;
      doc.widgets.h2.x += 200;
      doc.widgets.t1.w = 240;
      doc.screens.s1.children = ['b1', 't1'];
      doc.screens.s2.children = ['h2', 'l1'];
      doc.widgets.l1.x += 500;
    });
    expect(summary(older, newer)).toEqual(['moved screen s2 on s2', 'moved widget t1 on s1', 'moved widget l1 on s2']);
  });

  it('counts a changed property, state style, template or token link as restyled, and a new name as renamed', () => {
    const older = base();
    const newer = edited(older, (doc) => {
      doc.widgets.b1.props = { label: 'Create account' };
      doc.widgets.t1.hover = { borderColor: '#0000ff' };
      doc.widgets.h2.name = 'Greeting';
      doc.screens.s2.style = { background: '#000000' };
      doc.screens.s1.name = 'Register';
    });
    const differences = versionDiff(older, newer);
    expect(differences.map((d) => `${d.kind} ${d.id}`)).toEqual([
      'renamed s1',
      'restyled s2',
      'restyled b1',
      'restyled t1',
      'renamed h2',
    ]);
    expect(differences[0]).toMatchObject({ name: 'Register', before: 'Sign up' });
  });

  it('a widget both moved and restyled is two differences', () => {
    const older = base();
    const newer = edited(older, (doc) => {
      doc.widgets.b1.y += 8;
      doc.widgets.b1.style = { ...doc.widgets.b1.style, color: '#ff0000' };
    });
    expect(summary(older, newer)).toEqual(['moved widget b1 on s1', 'restyled widget b1 on s1']);
  });

  it('lists links added, removed and pointed elsewhere, named by their ends', () => {
    const older = base();
    const newer = edited(older, (doc) => {
      delete doc.lines.k1;
      doc.lines.k2 = newLine({ id: 'k2', from: 't1', to: 's2' });
    });
    const differences = versionDiff(older, newer);
    expect(differences.map((d) => `${d.kind} ${d.id} ${d.name} on ${d.screenId}`)).toEqual([
      'added k2 Email → Welcome on s1',
      'removed k1 Go → Welcome on s1',
    ]);
    const relinked = edited(older, (doc) => (doc.lines.k1.to = 's1'));
    expect(summary(older, relinked)).toEqual(['restyled line k1 on s1']);
  });

  it('takes a missing style and an empty one alike only when both say nothing', () => {
    const older = base();
    const newer = edited(older, (doc) => delete doc.widgets.h2.hover);
    expect(versionDiff(older, newer)).toEqual([]);
  });
});
