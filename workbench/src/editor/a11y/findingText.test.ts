// A finding in words and in place: its figures as people read them, its criterion named in the
// locale, and a master screen's widget found where the child screen draws it.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, workbenchEnglish, type A11yFinding, type App } from '@protolab/shared';
import { initI18n } from '../../shell/i18n';
import { findingBox, findingRecord } from './findingPlace';
import { criterionText, ruleText, subjectText } from './findingText';

const i18n = initI18n('en', workbenchEnglish, createInstance());
const t = i18n.getFixedT('en', 'a11y');

/** A master screen at (0, 0) holding "logo", and a screen at (500, 100) showing it. */
function inherited(): App {
  return newApp({
    screens: {
      master: newScreen({ id: 'master', name: 'Master', x: 0, y: 0, children: ['logo'] }),
      home: newScreen({ id: 'home', name: 'Home', x: 500, y: 100, parents: ['master'], children: [] }),
    },
    widgets: { logo: newWidget({ id: 'logo', type: 'Image', x: 10, y: 20, w: 40, h: 30 }) },
  });
}

const finding = (more: Partial<A11yFinding>): A11yFinding => ({
  rule: 'text-alternative',
  wcag: '1.1.1',
  severity: 'serious',
  screenId: 'home',
  data: {},
  ...more,
});

describe('a finding in words', () => {
  it('gives a ratio two decimals and sizes whole pixels', () => {
    const contrast = finding({ rule: 'text-contrast', wcag: '1.4.3', data: { ratio: 2.3231, required: 4.5 } });
    expect(ruleText(t, contrast)).toBe('Text contrast 2.32:1, below 4.5:1');
    const target = finding({ rule: 'target-size', wcag: '2.5.8', data: { width: 15.6, height: 16, required: 24 } });
    expect(ruleText(t, target)).toBe('Target 16 × 16 px, smaller than 24 × 24 px');
    expect(criterionText(t, target)).toBe('2.5.8 Target Size (Minimum)');
  });

  it("names the widget, by its type's name when it has none of its own, or the screen", () => {
    const doc = inherited();
    const typeName = (type: string) => `the ${type}`;
    expect(subjectText(t, typeName, doc, finding({ widgetId: 'logo@home' }))).toBe('the Image');
    doc.widgets.logo.name = 'Logo';
    expect(subjectText(t, typeName, doc, finding({ widgetId: 'logo@home' }))).toBe('Logo');
    expect(subjectText(t, typeName, doc, finding({ rule: 'screen-heading' }))).toBe('Screen “Home”');
  });
});

describe('a finding in place', () => {
  it("finds a master's widget where the child screen draws it, and selects the stored one", () => {
    const doc = inherited();
    const copy = finding({ widgetId: 'logo@home' });
    expect(findingRecord(copy)).toBe('logo');
    expect(findingBox(doc, copy)).toEqual({ x: 510, y: 120, w: 40, h: 30 });
    expect(findingBox(doc, finding({ widgetId: 'logo', screenId: 'master' }))).toEqual({ x: 10, y: 20, w: 40, h: 30 });
  });

  it('marks a screen of its own finding', () => {
    const doc = inherited();
    const heading = finding({ rule: 'screen-heading' });
    expect(findingRecord(heading)).toBeUndefined();
    expect(findingBox(doc, heading)).toEqual({ x: 500, y: 100, w: doc.screens.home.w, h: doc.screens.home.h });
  });
});
