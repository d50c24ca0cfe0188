import { describe, expect, it } from 'vitest';
import { widgetDefaults } from './palette';
import { paletteSample } from './paletteWidget';

describe('the palette sample of a widget type', () => {
  it('is the new widget of the palette alone on a see-through screen of its size', () => {
    const app = paletteSample('Button');
    const [screen] = Object.values(app.screens);
    const [widget] = Object.values(app.widgets);
    const defaults = widgetDefaults('Button')!;
    expect(screen).toMatchObject({ x: 0, y: 0, w: defaults.w, h: defaults.h, children: [widget!.id] });
    expect(screen!.style?.background).toBe('transparent');
    expect(widget).toMatchObject({ type: 'Button', x: 0, y: 0, w: defaults.w, h: defaults.h, props: defaults.props });
    expect(widget!.style).toMatchObject(defaults.style!);
  });
});
