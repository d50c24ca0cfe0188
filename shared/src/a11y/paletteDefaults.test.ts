// What the palette places passes the accessibility check's contrast rules: a designer who builds
// from it should not meet serious contrast findings of our own making.
import { describe, expect, it } from 'vitest';
import { checkAccessibility } from './checkAccessibility';
import { paletteSample } from '../widgets/paletteWidget';
import { WIDGET_TYPES } from '../widgets/registry';

/** Each palette widget alone on a white phone screen. */
function onWhiteScreen(type: string) {
  const app = paletteSample(type);
  for (const screen of Object.values(app.screens)) {
    screen.style = { ...screen.style, background: '#ffffff' };
    screen.w = Math.max(screen.w, 375);
    screen.h = Math.max(screen.h, 667);
  }
  return app;
}

describe('the palette defaults', () => {
  it('pass text contrast (1.4.3) and non-text contrast (1.4.11) on a white screen', () => {
    const failing = WIDGET_TYPES.flatMap((type) =>
      checkAccessibility(onWhiteScreen(type))
        .filter((finding) => finding.rule === 'text-contrast' || finding.rule === 'non-text-contrast')
        .map((finding) => `${type}: ${finding.rule} ${finding.data.ratio?.toFixed(2)}:1`),
    );
    expect(failing).toEqual([]);
  });
});
