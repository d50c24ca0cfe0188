/// <reference lib="dom" />
// Whether a widget's box shows anything to a tester, looked at in the page.
import type { Locator } from 'playwright-core';

/**
 * The box, or any element inside it with a size, has a background, a border, a shadow or an
 * outline, or the box holds text, an image, a vector drawing or a form control.
 */
export function paintsSomething(widget: Locator): Promise<boolean> {
  return widget.evaluate((box) => {
    const shows = (el: Element) => {
      const css = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || css.visibility === 'hidden') return false;
      return (
        css.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        css.backgroundImage !== 'none' ||
        ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) => parseFloat(css.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
        ) ||
        css.boxShadow !== 'none' ||
        css.outlineStyle !== 'none' ||
        ['IMG', 'svg', 'INPUT', 'SELECT', 'TEXTAREA', 'CANVAS', 'IFRAME'].includes(el.tagName)
      );
    };
    return box.textContent!.trim() !== '' || shows(box) || Array.from(box.querySelectorAll('*')).some(shows);
  });
}
