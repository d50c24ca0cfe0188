// Figma files written for the tests, in the shape of the public REST API reference
// (GET /v1/files/:key?geometry=paths): a 6-frame mobile sign-up flow (components on their own page,
// instances, an image fill, a linear gradient, auto-layout frames, prototype links with transitions),
// a desktop dashboard, and a small file with two pages.
import type { FigmaColor, FigmaFile, FigmaNode, FigmaPaint } from '../../shared/src/import/figmaTypes';

export const rgb = (hex: string, a = 1): FigmaColor => ({
  r: parseInt(hex.slice(1, 3), 16) / 255,
  g: parseInt(hex.slice(3, 5), 16) / 255,
  b: parseInt(hex.slice(5, 7), 16) / 255,
  a,
});
const solid = (hex: string, opacity?: number): FigmaPaint => ({
  type: 'SOLID',
  color: rgb(hex),
  ...(opacity === undefined ? {} : { opacity }),
});
const at = (x: number, y: number, width: number, height: number) => ({ absoluteBoundingBox: { x, y, width, height } });

const text = (id: string, name: string, chars: string, x: number, y: number, w: number, h: number, more = {}) =>
  ({
    id,
    name,
    type: 'TEXT',
    characters: chars,
    ...at(x, y, w, h),
    fills: [solid('#1d1d35')],
    style: {
      fontFamily: 'Roboto',
      fontWeight: 400,
      fontSize: 16,
      lineHeightPx: 20,
      letterSpacing: 0,
      textAlignHorizontal: 'LEFT',
      textAlignVertical: 'TOP',
    },
    ...more,
  }) as FigmaNode;

const rect = (id: string, name: string, x: number, y: number, w: number, h: number, more = {}) =>
  ({ id, name, type: 'RECTANGLE', ...at(x, y, w, h), fills: [solid('#e7e7ee')], ...more }) as FigmaNode;

const click = (to: string, transition: object | null = null, trigger = 'ON_CLICK') => ({
  reactions: [
    { trigger: { type: trigger }, actions: [{ type: 'NODE', destinationId: to, navigation: 'NAVIGATE', transition }] },
  ],
});

/** A button instance of the sign-up flow: the component's look, its text, a link. */
function button(id: string, label: string, x: number, y: number, link: object): FigmaNode {
  return {
    id,
    name: 'Button',
    type: 'INSTANCE',
    componentId: '9:1',
    ...at(x, y, 311, 48),
    fills: [solid('#3b31c4')],
    cornerRadius: 8,
    layoutMode: 'HORIZONTAL',
    children: [
      text(`I${id};9:2`, 'Label', label, x + 16, y + 14, 279, 20, {
        fills: [solid('#ffffff')],
        style: {
          fontFamily: 'Roboto',
          fontWeight: 700,
          fontSize: 16,
          lineHeightPx: 20,
          letterSpacing: 0.5,
          textAlignHorizontal: 'CENTER',
          textAlignVertical: 'CENTER',
        },
      }),
    ],
    ...link,
  };
}

const PHONE = { w: 375, h: 812 };
const frame = (id: string, name: string, i: number, children: FigmaNode[], more = {}): FigmaNode => ({
  id,
  name,
  type: 'FRAME',
  ...at(i * 475, 0, PHONE.w, PHONE.h),
  fills: [solid('#ffffff')],
  children,
  ...more,
});
/** the frame's left edge on the page */
const fx = (i: number) => i * 475;

export const SIGN_UP_FRAMES = ['1:1', '1:2', '1:3', '1:4', '1:5', '1:6'];

export const signUpFile: FigmaFile = {
  name: 'Sign-up flow',
  lastModified: '2026-11-01T10:00:00Z',
  components: { '9:1': { key: 'btn', name: 'Button' } },
  document: {
    id: '0:0',
    name: 'Document',
    type: 'DOCUMENT',
    children: [
      {
        id: '0:1',
        name: 'Sign up',
        type: 'CANVAS',
        backgroundColor: rgb('#f5f5f5'),
        flowStartingPoints: [{ nodeId: '1:1', name: 'Sign up' }],
        children: [
          frame('1:1', 'Welcome', 0, [
            rect('2:1', 'Backdrop', fx(0), 0, 375, 360, {
              fills: [
                {
                  type: 'GRADIENT_LINEAR',
                  gradientHandlePositions: [
                    { x: 0.5, y: 0 },
                    { x: 0.5, y: 1 },
                    { x: 0, y: 0 },
                  ],
                  gradientStops: [
                    { position: 0, color: rgb('#3b31c4') },
                    { position: 1, color: rgb('#8f88f0') },
                  ],
                },
              ],
            }),
            rect('2:2', 'Photo', fx(0) + 112, 80, 150, 150, {
              fills: [{ type: 'IMAGE', imageRef: 'img-photo', scaleMode: 'FILL' }],
              cornerRadius: 16,
            }),
            text('2:3', 'Title', 'Welcome to Trailmix', fx(0) + 32, 400, 311, 36, {
              style: {
                fontFamily: 'Roboto',
                fontWeight: 700,
                fontSize: 28,
                lineHeightPx: 36,
                letterSpacing: -0.5,
                textAlignHorizontal: 'CENTER',
                textAlignVertical: 'TOP',
              },
            }),
            button('2:4', 'Get started', fx(0) + 32, 700, click('1:2', { type: 'DISSOLVE', duration: 0.3 })),
          ]),
          frame('1:2', 'Email', 1, [
            text('3:1', 'Heading', 'Your email', fx(1) + 32, 80, 311, 32, {
              style: {
                fontFamily: 'Roboto',
                fontWeight: 700,
                fontSize: 24,
                lineHeightPx: 32,
                textAlignHorizontal: 'LEFT',
                textAlignVertical: 'TOP',
              },
            }),
            {
              id: '3:2',
              name: 'Field',
              type: 'FRAME',
              layoutMode: 'VERTICAL',
              ...at(fx(1) + 32, 140, 311, 48),
              fills: [solid('#ffffff')],
              strokes: [solid('#b0b0c0')],
              strokeWeight: 1,
              cornerRadius: 6,
              children: [
                text('3:3', 'Placeholder', 'name@example.com', fx(1) + 44, 154, 287, 20, { fills: [solid('#8888a0')] }),
              ],
            },
            button('3:4', 'Next', fx(1) + 32, 700, click('1:3', { type: 'MOVE_IN', direction: 'LEFT', duration: 0.4 })),
          ]),
          frame('1:3', 'Password', 2, [
            {
              id: '4:1',
              name: 'Avatar',
              type: 'ELLIPSE',
              ...at(fx(2) + 147, 60, 80, 80),
              fills: [solid('#ffb74d')],
              strokes: [solid('#ffffff')],
              strokeWeight: 3,
            },
            text('4:2', 'Heading', 'Choose a password', fx(2) + 32, 170, 311, 32),
            button('4:3', 'Create account', fx(2) + 32, 700, click('1:4', { type: 'SMART_ANIMATE', duration: 0.3 })),
          ]),
          frame('1:4', 'Profile', 3, [
            {
              id: '5:1',
              name: 'Back',
              type: 'VECTOR',
              ...at(fx(3) + 16, 48, 24, 24),
              fills: [solid('#1d1d35')],
              fillGeometry: [{ path: 'M15 4L7 12L15 20L17 18L11 12L17 6Z', windingRule: 'NONZERO' }],
              reactions: [{ trigger: { type: 'ON_CLICK' }, actions: [{ type: 'BACK' }] }],
            },
            {
              id: '5:2',
              name: 'Interests',
              type: 'FRAME',
              layoutMode: 'HORIZONTAL',
              ...at(fx(3) + 16, 120, 343, 40),
              fills: [],
              children: [0, 1, 2].map((i) =>
                rect(`5:${3 + i}`, `Chip ${i + 1}`, fx(3) + 16 + i * 112, 120, 104, 40, {
                  fills: [solid(['#e3e1fb', '#d7f5e3', '#fde2e2'][i]!)],
                  cornerRadius: 20,
                }),
              ),
            },
            button(
              '5:9',
              'Continue',
              fx(3) + 32,
              700,
              click('1:5', { type: 'PUSH', direction: 'LEFT', duration: 0.3 }),
            ),
          ]),
          frame(
            '1:5',
            'Terms',
            4,
            [
              text('6:1', 'Heading', 'Terms of use', fx(4) + 32, 60, 311, 32),
              rect('6:2', 'Card', fx(4) + 16, 120, 343, 1200, {
                fills: [solid('#ffffff')],
                cornerRadius: 12,
                effects: [
                  {
                    type: 'DROP_SHADOW',
                    visible: true,
                    color: rgb('#000000', 0.2),
                    offset: { x: 0, y: 4 },
                    radius: 12,
                    spread: 0,
                  },
                ],
              }),
              text('6:3', 'Swipe hint', 'Swipe to accept', fx(4) + 32, 1340, 311, 20),
            ],
            {
              overflowDirection: 'VERTICAL_SCROLLING',
              ...click('1:6', { type: 'SLIDE_IN', direction: 'LEFT', duration: 0.3 }, 'ON_DRAG'),
            },
          ),
          frame('1:6', 'Done', 5, [
            text('7:1', 'Done', 'You are all set!', fx(5) + 32, 380, 311, 36, {
              style: {
                fontFamily: 'Roboto',
                fontWeight: 700,
                fontSize: 28,
                lineHeightPx: 36,
                textAlignHorizontal: 'CENTER',
                textAlignVertical: 'CENTER',
              },
            }),
            rect('7:2', 'Old banner', fx(5), 0, 375, 80, { visible: false }),
            button('7:3', 'Start again', fx(5) + 32, 700, click('1:1')),
          ]),
        ],
      },
      {
        id: '0:2',
        name: 'Components',
        type: 'CANVAS',
        children: [
          {
            id: '9:1',
            name: 'Button',
            type: 'COMPONENT',
            ...at(0, 2000, 311, 48),
            fills: [solid('#3b31c4')],
            cornerRadius: 8,
            layoutMode: 'HORIZONTAL',
            children: [text('9:2', 'Label', 'Button', 16, 2014, 279, 20, { fills: [solid('#ffffff')] })],
          },
        ],
      },
    ],
  },
};

export const dashboardFile: FigmaFile = {
  name: 'Dashboard',
  document: {
    id: '0:0',
    name: 'Document',
    type: 'DOCUMENT',
    children: [
      {
        id: '0:1',
        name: 'Desktop',
        type: 'CANVAS',
        children: [
          {
            id: '10:1',
            name: 'Dashboard',
            type: 'FRAME',
            ...at(100, 100, 1280, 800),
            fills: [solid('#f4f5fa')],
            children: [
              rect('10:2', 'Sidebar', 100, 100, 240, 800, { fills: [solid('#1d1d35')] }),
              text('10:3', 'Brand', 'Metrics', 124, 124, 192, 32, {
                fills: [solid('#ffffff')],
                style: {
                  fontFamily: 'Roboto',
                  fontWeight: 700,
                  fontSize: 24,
                  lineHeightPx: 32,
                  textAlignHorizontal: 'LEFT',
                  textAlignVertical: 'TOP',
                },
              }),
              ...[0, 1, 2].flatMap((i) => [
                rect(`11:${i}`, `Card ${i + 1}`, 372 + i * 300, 132, 276, 140, {
                  fills: [solid('#ffffff')],
                  cornerRadius: 10,
                  effects: [{ type: 'DROP_SHADOW', color: rgb('#1d1d35', 0.15), offset: { x: 0, y: 2 }, radius: 8 }],
                }),
                text(`12:${i}`, `Figure ${i + 1}`, ['1,204', '87 %', '3.4 s'][i]!, 396 + i * 300, 180, 228, 40, {
                  style: {
                    fontFamily: 'Roboto',
                    fontWeight: 700,
                    fontSize: 32,
                    lineHeightPx: 40,
                    textAlignHorizontal: 'LEFT',
                    textAlignVertical: 'TOP',
                  },
                }),
              ]),
              rect('13:1', 'Chart area', 372, 304, 876, 400, { fills: [solid('#ffffff')], cornerRadius: 10 }),
              // a vector served without its outline (no fillGeometry): Figma renders it for the import
              { id: '14:1', name: 'Logo', type: 'VECTOR', ...at(124, 836, 32, 32), fills: [solid('#8f88f0')] },
            ],
          },
        ],
      },
    ],
  },
};

export const twoPagesFile: FigmaFile = {
  name: 'Two pages',
  document: {
    id: '0:0',
    name: 'Document',
    type: 'DOCUMENT',
    children: [
      {
        id: '0:1',
        name: 'Onboarding',
        type: 'CANVAS',
        children: [
          {
            id: '20:1',
            name: 'Hello',
            type: 'FRAME',
            ...at(0, 0, 375, 667),
            fills: [solid('#ffffff')],
            children: [text('20:3', 'Hi', 'Hello', 20, 20, 200, 24)],
          },
          { id: '20:2', name: 'Bye', type: 'FRAME', ...at(500, 0, 375, 667), fills: [solid('#eeeeff')], children: [] },
        ],
      },
      {
        id: '0:2',
        name: 'Settings',
        type: 'CANVAS',
        children: [
          {
            id: '21:1',
            name: 'Preferences',
            type: 'FRAME',
            ...at(0, 0, 375, 667),
            fills: [solid('#fafafa')],
            children: [text('21:2', 'Title', 'Preferences', 20, 20, 200, 24)],
          },
        ],
      },
    ],
  },
};

/** The files the fake serves, by key. */
export const FIGMA_FILES: Record<string, FigmaFile> = {
  SignUpFlowKey123: signUpFile,
  DashboardKey4567: dashboardFile,
  TwoPagesKey89012: twoPagesFile,
};
