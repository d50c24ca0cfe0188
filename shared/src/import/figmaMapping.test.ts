import { describe, expect, it } from 'vitest';
import { dashboardFile, signUpFile, twoPagesFile } from '../../../test/support/figmaDocuments';
import { validateApp } from '../appDocument/validateApp';
import { pasteInto } from '../editor/commands/clipboardCommands';
import { Editor } from '../editor/editor';
import { newApp } from '../model/app';
import { newScreen } from '../model/screen';
import { screenTransition } from '../simulator/animation';
import {
  figmaFileKey,
  figmaImageNeeds,
  figmaPages,
  figmaPendingUrl,
  figmaPrototype,
  mapFigmaPage,
  withFigmaImages,
} from './figma';

let counter = 0;
const ids = () => `t${++counter}`;

const signUp = () => mapFigmaPage(signUpFile, '0:1', ids);
const widgetNamed = (imported: ReturnType<typeof signUp>, screen: string, name: string) => {
  const s = imported.clipboard.screens.find((x) => x.name === screen)!;
  return imported.clipboard.widgets.find((w) => s.children.includes(w.id) && w.name === name)!;
};

describe('figmaFileKey', () => {
  it('reads the key of file, design, prototype and branch links, and a bare key', () => {
    expect(figmaFileKey('https://www.figma.com/file/AbC123xyz0/Sign-up?node-id=1%3A2')).toBe('AbC123xyz0');
    expect(figmaFileKey('https://www.figma.com/design/Key4567890abc/Dash')).toBe('Key4567890abc');
    expect(figmaFileKey('figma.com/proto/Proto12345/Flow?page-id=0%3A1&scaling=min-zoom')).toBe('Proto12345');
    expect(figmaFileKey('https://www.figma.com/design/Main123456/branch/Branch1234/X')).toBe('Branch1234');
    expect(figmaFileKey('  SignUpFlowKey123 ')).toBe('SignUpFlowKey123');
  });

  it('finds no key in other links and text', () => {
    expect(figmaFileKey('https://example.com/file/AbC123xyz0/x')).toBeUndefined();
    expect(figmaFileKey('https://www.figma.com/community')).toBeUndefined();
    expect(figmaFileKey('not a link')).toBeUndefined();
    expect(figmaFileKey('')).toBeUndefined();
  });
});

describe('mapFigmaPage', () => {
  it('lists the pages with their top-level frames', () => {
    expect(figmaPages(twoPagesFile)).toEqual([
      {
        id: '0:1',
        name: 'Onboarding',
        frames: [
          { id: '20:1', name: 'Hello', w: 375, h: 667 },
          { id: '20:2', name: 'Bye', w: 375, h: 667 },
        ],
      },
      { id: '0:2', name: 'Settings', frames: [{ id: '21:1', name: 'Preferences', w: 375, h: 667 }] },
    ]);
  });

  it('makes each top-level frame a screen, in place, with its background and scroll height', () => {
    const imported = signUp();
    const screens = imported.clipboard.screens;
    expect(screens.map((s) => [s.name, s.x, s.y, s.w, s.h])).toEqual([
      ['Welcome', 0, 0, 375, 812],
      ['Email', 475, 0, 375, 812],
      ['Password', 950, 0, 375, 812],
      ['Profile', 1425, 0, 375, 812],
      // the scrolling frame is as long as its content: the hint ends at 1360
      ['Terms', 1900, 0, 375, 1360],
      ['Done', 2375, 0, 375, 812],
    ]);
    expect(screens[0]!.style).toEqual({ background: '#ffffff' });
    expect(imported.start).toBe(screens[0]!.id);
    expect(imported.screenSize).toEqual({ w: 375, h: 812 });
    const dash = mapFigmaPage(dashboardFile, '0:1', ids);
    // the dashboard lies at 100, 100 on its page: its screen starts at 0, 0 and its widgets move along
    expect(dash.clipboard.screens[0]).toMatchObject({ x: 0, y: 0, w: 1280, h: 800, style: { background: '#f4f5fa' } });
    expect(dash.clipboard.widgets.find((w) => w.name === 'Card 2')).toMatchObject({ x: 572, y: 32, w: 276, h: 140 });
  });

  it('maps text to Labels with font, size, weight, line height, spacing, alignment and colour', () => {
    const title = widgetNamed(signUp(), 'Welcome', 'Title');
    expect(title).toMatchObject({
      type: 'Label',
      x: 32,
      y: 400,
      w: 311,
      h: 36,
      props: { label: 'Welcome to Trailmix' },
    });
    expect(title.style).toEqual({
      fontFamily: 'Roboto',
      fontSize: 28,
      fontWeight: 700,
      lineHeight: 36,
      letterSpacing: -0.5,
      textAlign: 'center',
      verticalAlign: 'top',
      color: '#1d1d35',
    });
  });

  it('maps shapes to Boxes with fills, gradients, strokes, corners and shadows; image fills to Images', () => {
    const imported = signUp();
    expect(widgetNamed(imported, 'Welcome', 'Backdrop')).toMatchObject({
      type: 'Box',
      style: {
        background: {
          direction: 180,
          colors: [
            { c: '#3b31c4', p: 0 },
            { c: '#8f88f0', p: 100 },
          ],
        },
      },
    });
    expect(widgetNamed(imported, 'Welcome', 'Photo')).toMatchObject({
      type: 'Image',
      style: { backgroundImage: { url: 'figma-image/img-photo', w: 150, h: 150 }, borderTopLeftRadius: 16 },
    });
    expect(widgetNamed(imported, 'Password', 'Avatar').style).toMatchObject({
      background: '#ffb74d',
      borderTopWidth: 3,
      borderTopColor: '#ffffff',
      borderBottomRightRadius: 40,
    });
    expect(widgetNamed(imported, 'Terms', 'Card').style).toMatchObject({
      boxShadow: { h: 0, v: 4, b: 12, s: 0, c: 'rgba(0,0,0,0.2)' },
      borderTopLeftRadius: 12,
    });
    expect(widgetNamed(imported, 'Email', 'Field').style).toMatchObject({
      borderLeftWidth: 1,
      borderLeftColor: '#b0b0c0',
    });
  });

  it('maps vectors with geometry to Vector widgets', () => {
    expect(widgetNamed(signUp(), 'Profile', 'Back')).toMatchObject({
      type: 'Vector',
      w: 24,
      props: { bbox: { w: 24, h: 24 }, paths: [{ d: 'M15 4L7 12L15 20L17 18L11 12L17 6Z', fill: '#1d1d35' }] },
    });
  });

  it('makes frames and groups our groups, and components templates with instances', () => {
    const imported = signUp();
    const { templates, widgets } = imported.clipboard;
    const groups = imported.clipboard.groups ?? [];
    const interests = groups.find((g) => g.name === 'Interests')!;
    expect(interests.children.map((id) => widgets.find((w) => w.id === id)!.name)).toEqual([
      'Chip 1',
      'Chip 2',
      'Chip 3',
    ]);
    expect(templates).toEqual([
      expect.objectContaining({
        name: 'Button',
        type: 'Box',
        style: expect.objectContaining({ background: '#3b31c4', borderTopLeftRadius: 8 }),
      }),
    ]);
    const buttons = widgets.filter((w) => w.name === 'Button' && w.type === 'Box');
    expect(buttons).toHaveLength(5);
    // each instance links the template and keeps only what it changes (nothing here)
    for (const b of buttons) expect(b).toMatchObject({ type: 'Box', template: templates[0]!.id, style: {} });
    const group = groups.find((g) => g.children.includes(buttons[0]!.id))!;
    expect(group.children.map((id) => widgets.find((w) => w.id === id)!.type).sort()).toEqual([
      'Box',
      'HotSpot',
      'Label',
    ]);
  });

  it('turns click and drag navigations into lines with their transitions', () => {
    const imported = signUp();
    const { lines, screens, widgets } = imported.clipboard;
    const name = (id: string) => screens.find((s) => s.id === id)?.name ?? widgets.find((w) => w.id === id)?.type;
    const summary = lines.map((l) => [name(l.from), l.event, name(l.to), l.animation, l.duration]);
    expect(summary).toEqual([
      ['HotSpot', 'click', 'Email', 'fadeIn', 300],
      ['HotSpot', 'click', 'Password', 'slideLeft', 400],
      ['HotSpot', 'click', 'Profile', 'fadeIn', 300],
      ['HotSpot', 'click', 'Terms', 'slideLeft', 300],
      ['Terms', 'swipeLeft', 'Done', 'slideLeft', 300],
      ['HotSpot', 'click', 'Welcome', undefined, undefined],
    ]);
    expect(screenTransition([lines[1]!])).toMatchObject({ duration: 400 });
    // the click area lies over the button it stands for
    const spot = widgets.find((w) => w.id === lines[0]!.from)!;
    expect(spot).toMatchObject({ x: 32, y: 700, w: 311, h: 48 });
  });

  it('fades what lies in a translucent frame, and says where a stroke is drawn inside instead', () => {
    const file = structuredClone(twoPagesFile);
    const hello = file.document.children![0]!.children![0]!;
    hello.children = [
      {
        id: '30:1',
        name: 'Faded',
        type: 'GROUP',
        opacity: 0.5,
        absoluteBoundingBox: { x: 10, y: 10, width: 100, height: 100 },
        children: [
          {
            id: '30:2',
            name: 'Ring',
            type: 'RECTANGLE',
            opacity: 0.5,
            absoluteBoundingBox: { x: 10, y: 10, width: 100, height: 100 },
            strokes: [{ type: 'SOLID', color: { r: 0, g: 0, b: 0, a: 1 } }],
            strokeWeight: 2,
            strokeAlign: 'OUTSIDE',
          },
        ],
      },
    ];
    const imported = mapFigmaPage(file, '0:1', ids);
    expect(imported.clipboard.widgets.find((w) => w.name === 'Ring')!.style).toMatchObject({
      opacity: 0.25,
      borderTopWidth: 2,
    });
    expect(imported.report).toEqual([{ code: 'strokeAlign', layer: 'Ring', detail: 'OUTSIDE' }]);
  });

  it('reports what it could not map, never dropping it silently', () => {
    const report = signUp().report;
    expect(report).toEqual(
      expect.arrayContaining([
        { code: 'transition', layer: 'Button', detail: 'SMART_ANIMATE' },
        { code: 'interaction', layer: 'Back', detail: 'ON_CLICK BACK' },
        { code: 'hidden', layer: 'Old banner' },
        { code: 'componentChildren', layer: 'Button' },
      ]),
    );
    expect(report.filter((r) => r.code === 'componentChildren')).toHaveLength(1);
    // a component lying on its page is a screen; its corners are not a screen's
    expect(mapFigmaPage(signUpFile, '0:2', ids).report).toEqual([{ code: 'frameLook', layer: 'Button' }]);
  });

  it('adds into an open prototype as one undo step, and makes a valid new prototype', () => {
    const imported = signUp();
    const existing = newScreen({ id: 'home', x: 0, y: 0 });
    const editor = new Editor(newApp({ screens: { home: existing } }));
    editor.run(pasteInto(editor.doc, imported.clipboard, { type: 'importFigma' }));
    expect(Object.keys(editor.doc.screens)).toHaveLength(7);
    expect(Object.keys(editor.doc.lines)).toHaveLength(6);
    editor.undo();
    expect(Object.keys(editor.doc.screens)).toEqual(['home']);
    const app = figmaPrototype(imported, 'Sign-up flow', 'app1');
    expect(validateApp(app)).toMatchObject({ ok: true });
    expect(
      Object.values(app.screens)
        .filter((s) => s.props?.start)
        .map((s) => s.name),
    ).toEqual(['Welcome']);
  });

  it('points image fills and rendered layers at their uploads, each once', () => {
    const file = structuredClone(signUpFile);
    const back = file.document.children![0]!.children![3]!.children![0]!;
    delete back.fillGeometry;
    const imported = mapFigmaPage(file, '0:1', ids);
    const clip = imported.clipboard;
    expect(figmaImageNeeds(clip)).toEqual({ fills: ['img-photo'], renders: ['5:1'] });
    expect(imported.report).toContainEqual({ code: 'noGeometry', layer: 'Back', detail: 'VECTOR' });
    const uploaded = withFigmaImages(
      clip,
      new Map([
        [figmaPendingUrl('fills', 'img-photo'), '/rest/images/a/photo.png'],
        [figmaPendingUrl('renders', '5:1'), '/rest/images/a/back.png'],
      ]),
    );
    expect(figmaImageNeeds(uploaded)).toEqual({ fills: [], renders: [] });
    expect(uploaded.widgets.find((w) => w.name === 'Photo')!.style!.backgroundImage).toEqual({
      url: '/rest/images/a/photo.png',
      w: 150,
      h: 150,
    });
    expect(uploaded.widgets.find((w) => w.name === 'Back')).toMatchObject({
      type: 'Image',
      style: { backgroundImage: { url: '/rest/images/a/back.png', w: 24, h: 24 } },
    });
  });
});
