import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { newApp } from '../model/app';
import { newScreen, type Screen } from '../model/screen';
import { importQuantUxApp } from './quantUx';
import { startScreen } from './startScreen';

const appOf = (...screens: Screen[]) => newApp({ screens: Object.fromEntries(screens.map((s) => [s.id, s])) });

describe('startScreen', () => {
  it('is the screen marked as start', () => {
    const app = appOf(
      newScreen({ id: 'a', x: 0, y: 0 }),
      newScreen({ id: 'b', x: 900, y: 900, props: { start: true } }),
    );
    expect(startScreen(app)?.id).toBe('b');
  });

  it('else the top-left-most screen: smallest y, then x, then id', () => {
    const screens = [
      newScreen({ id: 'right', x: 500, y: 10 }),
      newScreen({ id: 'low', x: 0, y: 400 }),
      newScreen({ id: 'left', x: 100, y: 10 }),
      newScreen({ id: 'also-left', x: 100, y: 10 }),
    ];
    expect(startScreen(appOf(...screens))?.id).toBe('also-left');
    expect(startScreen(appOf(...screens.reverse()))?.id).toBe('also-left');
  });

  it('passes over segment screens unless there is nothing else', () => {
    const segment = newScreen({ id: 'seg', x: 0, y: 0, segment: true });
    expect(startScreen(appOf(segment, newScreen({ id: 'real', x: 50, y: 50 })))?.id).toBe('real');
    expect(startScreen(appOf(segment))?.id).toBe('seg');
    expect(startScreen(newApp())).toBeUndefined();
  });
});

describe.skipIf(!hasQuantUx)('startScreen of quant-ux fixtures', () => {
  it.each([
    ['funnelApp.json', 's10000_90393'],
    ['export_snack.json', 's10096'],
    ['simSimpleForm.json', 's10000_29014'],
    ['canvasTestApp.json', 's10009'],
    ['designToken1.json', 's10000'],
  ])('%s starts on %s', (file, screenId) => {
    expect(startScreen(importQuantUxApp(readQuantUx(file)).app)?.id).toBe(screenId);
  });

  it('falls back to the top-left-most screen when no screen is marked', () => {
    const app = importQuantUxApp(readQuantUx('export_snack.json')).app;
    for (const screen of Object.values(app.screens)) screen.props = { start: false };
    // "Start" at (1845, 2218) is the left-most of the screens in the top row (y 2218)
    expect(startScreen(app)?.id).toBe('s10096');
    app.screens.s10096.y = 5000;
    expect(startScreen(app)?.id).toBe('s10000');
  });
});
