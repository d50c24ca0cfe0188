// How a tester operates the media widgets that hold a value (carousel, image grid, navigation) in
// the player, and what the player must record. Pictures, players, frames and drawings hold none.
import type { Locator, Page } from 'playwright-core';
import type { WidgetDriver } from '../widgetDriver';

/** A one-colour picture that needs no server. */
function picture(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const IMAGES = [picture('red'), picture('green'), picture('blue')];

/** Presses at `from` (shares of the widget's box), moves in steps to `to`, releases. */
async function swipe(widget: Locator, page: Page, from: [number, number], to: [number, number]) {
  const box = await widget.boundingBox();
  if (!box) throw new Error('not on screen');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 8 });
  await page.mouse.up();
}

export const mediaDrivers: Record<string, WidgetDriver> = {
  ImageCarousel: {
    props: { images: IMAGES },
    async drive(widget, page) {
      // a swipe to the left shows the second image, the next arrow the third (indexes from 0)
      await swipe(widget, page, [0.8, 0.5], [0.2, 0.5]);
      await widget.getByRole('button', { name: 'Next image' }).click();
    },
    expected: 2,
  },
  ImageGrid: {
    props: { images: IMAGES },
    async drive(widget) {
      await widget.getByRole('option', { name: '3 / 3' }).click();
      await widget.getByRole('option', { name: '2 / 3' }).click();
      await widget.getByRole('option', { name: '1 / 3' }).click();
      await widget.getByRole('option', { name: '2 / 3' }).click();
    },
    // the chosen images' urls, in the grid's order
    expected: [IMAGES[0], IMAGES[2]],
  },
  NavBar: {
    // the palette's bar: Home (chosen), Search, Profile
    async drive(widget, page) {
      await widget.getByRole('button', { name: 'Search' }).click();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    },
    expected: 'Profile',
  },
  VerticalNavigation: {
    // the palette's menu: Dashboard (chosen), Messages, Settings
    drive: (widget) => widget.getByRole('button', { name: 'Messages' }).click(),
    expected: 'Messages',
  },
  NavMenu: {
    // the button is a native select over the items: its list is the browser's own
    drive: async (widget) => void (await widget.getByRole('combobox', { name: 'Menu' }).selectOption('Products')),
    expected: 'Products',
  },
};
