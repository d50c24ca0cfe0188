/// <reference lib="dom" />
// Whether a widget's box shows anything to a tester, looked at in the page; whether an icon had
// its shape in the first frame it was drawn in.
import type { Locator, Page } from 'playwright-core';

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

/**
 * Watches the page's next loads for the moment an icon matching `selector` is first put on the page
 * (its frame not painted yet); the answer tells whether it had its shape then, not only later.
 */
export async function watchIconsFirstFrame(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      const icon = document.querySelector(selector);
      if (!icon) return;
      (window as unknown as { shapedAtFirst: boolean }).shapedAtFirst = icon.querySelector('path') !== null;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { shapedAtFirst: boolean }).shapedAtFirst);
}
