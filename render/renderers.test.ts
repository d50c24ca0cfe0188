import { describe, expect, it } from 'vitest';
import { isLogicWidget, WIDGET_TYPES } from '@protolab/shared';
import { loadWidgetRenderers, widgetRenderer } from './renderers';

describe('widget renderers', () => {
  it('every type the library knows has its own drawing', async () => {
    // a Repeater is its styled box: the screen draws the widgets of its cells (PrototypeScreen)
    const drawn = WIDGET_TYPES.filter((type) => !isLogicWidget(type) && type !== 'Repeater');
    await loadWidgetRenderers(drawn);
    expect(drawn.filter((type) => typeof widgetRenderer(type)?.default !== 'function')).toEqual([]);
  });

  it('loads a type once, however often it is asked for, and nothing for an unknown type', async () => {
    await Promise.all([loadWidgetRenderers(['Switch']), loadWidgetRenderers(['Switch', 'NoSuchType'])]);
    expect(widgetRenderer('Switch')).toBeDefined();
    expect(widgetRenderer('NoSuchType')).toBeUndefined();
  });
});
