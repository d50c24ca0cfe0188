import { describe, expect, it } from 'vitest';
import { Editor } from '../editor/editor';
import { addWidget } from '../editor/commands/widgetCommands';
import { changeChoiceType } from '../editor/commands/choiceCommands';
import { newApp, type App } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget, type Widget } from '../model/widget';
import { widgetDefaults } from '../widgets/palette';
import { choiceSuggestion } from './styleRules';

const BLUE = { background: '#0000ff', color: '#ffffff', borderTopLeftRadius: 12 };
const RED = { background: '#ff0000' };

function button(id: string, w: number, h: number, label: string, style: Record<string, unknown>): Widget {
  return { ...newWidget({ id, type: 'Button', w, h, props: label ? { label } : {} }), style };
}

function appWith(...widgets: Widget[]): App {
  return newApp({
    screens: { s: newScreen({ id: 's', x: 0, y: 0, w: 1000, h: 1000, children: widgets.map((w) => w.id) }) },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
  });
}

/** The style of the widget `addWidget` places. */
function placed(app: App, type: string) {
  const editor = new Editor(app);
  editor.run(addWidget(app, 's', type, { x: 10, y: 10 }));
  return editor.doc.widgets[editor.selection[0]];
}

describe('style inference (SPEC §5)', () => {
  it('a new button takes the look most of the buttons share, keeping the palette keys they do not set', () => {
    const app = appWith(
      button('a', 120, 40, 'OK', BLUE),
      button('b', 100, 30, 'Go', BLUE),
      button('c', 120, 40, 'No', RED),
    );
    const widget = placed(app, 'Button');
    expect(widget.style).toMatchObject(BLUE);
    expect(widget.style?.fontSize).toBe(widgetDefaults('Button')?.style?.fontSize);
    expect(widget.props?.label).toBe(widgetDefaults('Button')?.props?.label);
  });

  it('counts as a button style only a labelled button of 10–200 × 10–100', () => {
    for (const [w, h] of [
      [10, 10],
      [200, 100],
    ]) {
      expect(placed(appWith(button('a', w, h, 'OK', RED)), 'Button').style?.background).toBe('#ff0000');
    }
    for (const [w, h] of [
      [9, 40],
      [201, 40],
      [120, 9],
      [120, 101],
    ]) {
      expect(placed(appWith(button('a', w, h, 'OK', RED)), 'Button').style?.background).not.toBe('#ff0000');
    }
    // without a label it is no button style
    expect(placed(appWith(button('a', 120, 40, '', RED)), 'Button').style?.background).not.toBe('#ff0000');
  });

  it('counts a label-less button over 200 × 200 as a container: new boxes and containers take its look', () => {
    const app = appWith(button('panel', 201, 201, '', RED), button('ok', 120, 40, 'OK', BLUE));
    expect(placed(app, 'Box').style?.background).toBe('#ff0000');
    expect(placed(app, 'Container').style?.background).toBe('#ff0000');
    // and it is no button style
    expect(placed(app, 'Button').style?.background).toBe('#0000ff');
    for (const [w, h] of [
      [200, 300],
      [300, 200],
    ]) {
      expect(placed(appWith(button('panel', w, h, '', RED)), 'Box').style?.background).not.toBe('#ff0000');
    }
    // a labelled big button is no container
    expect(placed(appWith(button('panel', 300, 300, 'Big', RED)), 'Box').style?.background).not.toBe('#ff0000');
  });

  it('other types keep the palette look', () => {
    const app = appWith(button('a', 120, 40, 'OK', RED));
    expect(placed(app, 'Label').style?.background).toBe(widgetDefaults('Label')?.style?.background);
  });
});

describe('choice suggestion (SPEC §5)', () => {
  const choice = (type: string, count: number) =>
    newWidget({ type, props: { options: Array.from({ length: count }, (_, i) => `Option ${i + 1}`) } });

  it('suggests a radio group for a dropdown of fewer than 5 options, a dropdown for a radio group of more than 5', () => {
    expect(choiceSuggestion(choice('DropDown', 4))).toBe('RadioGroup');
    expect(choiceSuggestion(choice('MobileDropDown', 2))).toBe('RadioGroup');
    expect(choiceSuggestion(choice('RadioGroup', 6))).toBe('DropDown');
    for (const [type, count] of [
      ['DropDown', 5],
      ['RadioGroup', 5],
      ['DropDown', 6],
      ['RadioGroup', 4],
      ['DropDown', 0],
    ] as const) {
      expect(choiceSuggestion(choice(type, count))).toBeUndefined();
    }
  });

  it('turns a dropdown into a radio group showing every option, keeping options and choice; undo gives it back', () => {
    const dropdown = {
      ...choice('DropDown', 3),
      id: 'd',
      props: { label: 'Size', options: ['S', 'M', 'L'], selected: 'M' },
    };
    const editor = new Editor(appWith(dropdown));
    const before = JSON.stringify(editor.doc);
    expect(editor.run(changeChoiceType(editor.doc, 'd', 'RadioGroup')).ok).toBe(true);
    const radio = editor.doc.widgets.d;
    expect(radio).toMatchObject({ type: 'RadioGroup', props: { options: ['S', 'M', 'L'], selected: 'M' } });
    expect(radio.h).toBeGreaterThan(dropdown.h);
    expect(choiceSuggestion(radio)).toBeUndefined();
    editor.undo();
    expect(JSON.stringify(editor.doc)).toBe(before);
    // not what is suggested: refused, nothing changes
    expect(changeChoiceType(editor.doc, 'd', 'DropDown').refused?.field).toBe('type');
  });
});
