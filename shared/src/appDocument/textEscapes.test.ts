import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { importQuantUxApp } from './quantUx';
import { screenView } from './screenView';
import { decodeTextEscapes } from './textEscapes';

/** A legacy quant-ux document (no schemaVersion) with one label of this text. */
function legacyWithLabel(label: string) {
  const widget = newWidget({ id: 'w1', type: 'Label', x: 10, y: 10, w: 100, h: 30, props: { label } });
  const screen = newScreen({ id: 's1', x: 0, y: 0, w: 375, h: 667, children: ['w1'] });
  const doc = { ...newApp({ id: 'a1' }), screens: { s1: screen }, widgets: { w1: widget } } as Record<string, unknown>;
  delete doc.schemaVersion;
  return doc;
}

describe('quant-ux text escapes', () => {
  it('turn `$perc;` into % wherever it stands, and leave other text alone', () => {
    expect(decodeTextEscapes('40$perc;')).toBe('40%');
    expect(decodeTextEscapes('$perc;$perc; off, 5$perc;')).toBe('%% off, 5%');
    expect(decodeTextEscapes('$5; $per; perc;')).toBe('$5; $per; perc;');
  });

  it('are decoded on import, in labels and in every other string of the document', () => {
    const doc = legacyWithLabel('40$perc;');
    (doc.widgets as Record<string, Record<string, unknown>>).w1.name = 'Share $perc;';
    const { app } = importQuantUxApp(doc);
    expect(app.widgets.w1.props?.label).toBe('40%');
    expect(app.widgets.w1.name).toBe('Share %');
    expect(screenView(app, 's1')?.widgets[0].text).toBe('40%');
  });

  it('are decoded when a screen is read, for a label that came escaped after the import', () => {
    const { app } = importQuantUxApp(legacyWithLabel('plain'));
    app.widgets.w1 = { ...app.widgets.w1, props: { label: 'up 12$perc;' } };
    expect(screenView(app, 's1')?.widgets[0].text).toBe('up 12%');
  });
});
