import { describe, expect, it } from 'vitest';
import { isLogicWidget } from '../simulator/logic';
import { widgetDefaults } from './palette';
import { WIDGET_TYPES } from './registry';
import { WIDGET_CATEGORIES } from './widgetSpec';

describe('the palette categories', () => {
  it('list every widget type in one of the palette sections, and leave no section empty', () => {
    const categories = WIDGET_TYPES.map((type) => [type, widgetDefaults(type)?.category]);
    expect(categories.filter(([, category]) => !WIDGET_CATEGORIES.includes(category as never))).toEqual([]);
    const used = new Set(categories.map(([, category]) => category));
    expect(WIDGET_CATEGORIES.filter((category) => !used.has(category))).toEqual([]);
  });

  it('put exactly the widgets that route lines instead of being drawn under logic', () => {
    const logic = WIDGET_TYPES.filter((type) => widgetDefaults(type)?.category === 'logic');
    expect(logic).toEqual(WIDGET_TYPES.filter(isLogicWidget));
  });
});
