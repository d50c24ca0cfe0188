import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../../model/app';
import { newDesignToken } from '../../model/designToken';
import { newGroup } from '../../model/group';
import { newLine } from '../../model/line';
import { newScreen } from '../../model/screen';
import { newTemplate } from '../../model/template';
import { newWidget } from '../../model/widget';
import { Editor } from '../editor';
import { documentBefore, isImportCommand, restoreVersion } from './versionCommands';
import { bytes, runAndUndo } from '../../../../test/support/editorUndo';

/** Version 1: screen A with a button linked to screen B. */
function saved(): App {
  return newApp({
    screens: {
      A: newScreen({ id: 'A', name: 'Sign up', children: ['button'] }),
      B: newScreen({ id: 'B', name: 'Done', x: 500 }),
    },
    widgets: { button: newWidget({ id: 'button', type: 'Button', x: 10, props: { label: 'Create account' } }) },
    lines: { link: newLine({ id: 'link', from: 'button', to: 'B' }) },
  });
}

/** Since then: B and its link deleted, the button moved and relabelled, screen C with a label added. */
function changed(): App {
  const before = saved();
  return {
    ...before,
    screens: {
      A: { ...before.screens.A, children: ['button'] },
      C: newScreen({ id: 'C', name: 'Details', children: ['label'] }),
    },
    widgets: {
      button: { ...before.widgets.button, x: 80, props: { label: 'Next', icon: 'arrow' } },
      label: newWidget({ id: 'label', type: 'Label', props: { label: 'Tell us more' } }),
    },
    lines: {},
  };
}

describe('restoring a version', () => {
  it('gives the document the version’s records in one undoable command', () => {
    const start = changed();
    const version = saved();
    const editor = new Editor(start);
    runAndUndo(editor, restoreVersion(editor.doc, version));
    expect(editor.doc.screens).toEqual(version.screens);
    expect(editor.doc.widgets).toEqual(version.widgets);
    expect(editor.doc.lines).toEqual(version.lines);
    expect(editor.doc.id).toBe(start.id);
    expect(editor.lastDone?.type).toBe('restoreVersion');
    editor.undo();
    expect(bytes(editor.doc)).toBe(bytes(start));
  });

  it('brings back groups, templates and design tokens, and takes away the ones added since', () => {
    const version: App = {
      ...saved(),
      widgets: {
        button: { ...saved().widgets.button, template: 'primary', designtokens: { style: { background: 'brand' } } },
      },
      groups: { g1: newGroup({ id: 'g1', name: 'Form', children: ['button'] }) },
      templates: { primary: newTemplate({ id: 'primary', type: 'Button', name: 'Primary' }) },
      designtokens: { brand: newDesignToken({ id: 'brand', name: 'Brand', type: 'color', value: '#ff0066' }) },
    };
    const start: App = {
      ...saved(),
      id: version.id,
      groups: { g2: newGroup({ id: 'g2', name: 'Other', children: ['button'] }) },
      designtokens: { accent: newDesignToken({ id: 'accent', name: 'Accent', type: 'color', value: '#00aa00' }) },
    };
    const editor = new Editor(start);
    runAndUndo(editor, restoreVersion(editor.doc, version));
    for (const map of ['screens', 'widgets', 'lines', 'groups', 'templates', 'designtokens'] as const) {
      expect(editor.doc[map], map).toEqual(version[map]);
    }
  });

  it('changes nothing when the document is the version', () => {
    const editor = new Editor(saved());
    expect(restoreVersion(editor.doc, saved()).edits).toEqual([]);
  });

  it('knows the imports, and the document before one', () => {
    expect(['importOpenApi', 'importFigma', 'importHtml', 'generateScreen'].every(isImportCommand)).toBe(true);
    expect(['paste', 'restoreVersion', 'important', 'moveWidgets'].some(isImportCommand)).toBe(false);
    const start = changed();
    const editor = new Editor(start);
    editor.run(restoreVersion(editor.doc, saved()));
    expect(bytes(documentBefore(editor.doc, editor.lastDone!)!)).toBe(bytes(start));
  });
});
