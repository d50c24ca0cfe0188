import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../../model/app';
import { newGroup } from '../../model/group';
import { newLine } from '../../model/line';
import { newScreen } from '../../model/screen';
import { newWidget } from '../../model/widget';
import { Editor } from '../editor';
import { duplicateScreens } from './clipboardCommands';
import { SCREEN_GAP } from './placement';

/** "Profile" lies right of "Home": two grouped widgets and a button linked to Home over a bend. */
function profileApp(): App {
  const widget = (id: string, x: number, y: number) => newWidget({ id, type: 'Label', x, y, w: 100, h: 30 });
  return newApp({
    screens: {
      home: newScreen({ id: 'home', name: 'Home', x: 0, y: 0, w: 375, h: 667, props: { start: true } }),
      profile: newScreen({
        id: 'profile',
        name: 'Profile',
        x: 500,
        y: 40,
        w: 375,
        h: 667,
        children: ['name', 'mail', 'back'],
      }),
    },
    widgets: { name: widget('name', 536, 100), mail: widget('mail', 536, 150), back: widget('back', 700, 600) },
    groups: { card: newGroup({ id: 'card', name: 'Card', children: ['name', 'mail'] }) },
    lines: {
      toHome: newLine({ id: 'toHome', from: 'back', to: 'home', points: [{ x: 450, y: 620, w: 2, h: 2 }] }),
    },
  });
}

describe('duplicating a screen', () => {
  const editor = new Editor(profileApp());
  const result = editor.run(duplicateScreens(editor.doc, ['profile'], 'copy'));
  const doc = editor.doc;
  const copy = Object.values(doc.screens).find((s) => s.name === 'Profile copy')!;
  const original = profileApp();
  const offsetOn = (screen: { x: number; y: number }, id: string) => ({
    x: doc.widgets[id].x - screen.x,
    y: doc.widgets[id].y - screen.y,
  });

  it('places the copy below the original', () => {
    expect(result.ok).toBe(true);
    expect(copy).toMatchObject({ x: 500, y: 40 + 667 + SCREEN_GAP, w: 375, h: 667 });
  });

  it('holds each copied widget where its original lies on the original screen', () => {
    expect(copy.children).toHaveLength(3);
    const originals = original.screens.profile.children;
    copy.children.forEach((id, i) => {
      expect(id).not.toBe(originals[i]);
      expect(offsetOn(copy, id)).toEqual(offsetOn(original.screens.profile, originals[i]));
    });
  });

  it('copies the group of its widgets, and the link with its bend moved along', () => {
    const group = Object.values(doc.groups ?? {}).find((g) => g.id !== 'card')!;
    expect(group).toMatchObject({ name: 'Card' });
    expect(group.children.map((id) => offsetOn(copy, id))).toEqual([
      { x: 36, y: 60 },
      { x: 36, y: 110 },
    ]);
    expect(group.children.every((id) => copy.children.includes(id))).toBe(true);
    const line = Object.values(doc.lines).find((l) => l.id !== 'toHome')!;
    expect(copy.children).toContain(line.from);
    expect(line.to).toBe('home');
    expect(line.points).toEqual([{ x: 450, y: 620 + copy.y - 40, w: 2, h: 2 }]);
  });

  it('undo takes the copy, its group and its link away', () => {
    editor.undo();
    expect(editor.doc).toEqual({ ...original, id: editor.doc.id });
  });
});
