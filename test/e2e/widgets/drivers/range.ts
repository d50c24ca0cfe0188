// How a tester operates each range widget (drop-downs, sliders, steppers, wheels, paging, timeline)
// in the player, from its palette defaults, and the value the player must record.
import type { Locator, Page } from 'playwright-core';
import type { WidgetDriver } from '../widgetDriver';

async function boxOf(element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error('the widget is not on screen');
  return box;
}

/** Presses at `from`, moves to `to` in steps, lets go: a drag as a hand does it. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

export const rangeDrivers: Record<string, WidgetDriver> = {
  DropDown: {
    async drive(widget, page) {
      await widget.getByRole('combobox').click();
      await page.getByRole('option', { name: 'Option 2' }).click();
    },
    expected: 'Option 2',
  },
  MobileDropDown: {
    async drive(widget, page) {
      await widget.getByRole('combobox').click();
      await page.getByRole('option', { name: 'Option 3' }).click();
    },
    expected: 'Option 3',
  },
  HoverDropDown: {
    // the menu opens under the pointer, without a click on the field
    async drive(widget, page) {
      await widget.hover();
      await page.getByRole('option', { name: 'Item 2' }).click();
    },
    expected: 'Item 2',
  },
  HSlider: {
    props: { value: 50, min: 0, max: 100 },
    // the handle dragged past the right end stops at the maximum
    async drive(widget, page) {
      const handle = await boxOf(widget.locator('[data-part="handle"]'));
      const track = await boxOf(widget);
      const y = handle.y + handle.height / 2;
      await drag(page, { x: handle.x + handle.width / 2, y }, { x: track.x + track.width + 40, y });
    },
    expected: 100,
  },
  LockSlider: {
    async drive(widget, page) {
      const handle = await boxOf(widget.locator('[data-part="handle"]'));
      const track = await boxOf(widget);
      const y = handle.y + handle.height / 2;
      await drag(page, { x: handle.x + handle.width / 2, y }, { x: track.x + track.width - 4, y });
    },
    expected: true,
  },
  VolumeSlider: {
    // six bars as wide as the gaps between them: a tap low on the fifth
    async drive(widget, page) {
      const box = await boxOf(widget);
      await page.mouse.click(box.x + (box.width * 8.5) / 11, box.y + box.height - 3);
    },
    expected: 4,
  },
  Stepper: {
    async drive(widget) {
      await widget.getByRole('button', { name: 'Increase' }).click();
      await widget.getByRole('button', { name: 'Increase' }).click();
    },
    expected: 3,
  },
  CountingStepper: {
    async drive(widget) {
      for (let i = 0; i < 3; i++) await widget.getByRole('button', { name: 'Increase' }).click();
      await widget.getByRole('button', { name: 'Decrease' }).click();
    },
    expected: 2,
  },
  Spinner: {
    // January in the middle: a tap on the row below turns to February, a drag up by a row to March
    async drive(widget, page) {
      const box = await boxOf(widget);
      const x = box.x + box.width / 2;
      await page.mouse.click(x, box.y + (box.height * 5) / 6);
      await drag(page, { x, y: box.y + box.height / 2 }, { x, y: box.y + box.height / 6 });
    },
    expected: 'March',
  },
  Paging: {
    async drive(widget) {
      await widget.getByRole('button', { name: 'Page 3' }).click();
      await widget.getByRole('button', { name: 'Next pages' }).click();
      await widget.getByRole('button', { name: 'Page 9' }).click();
    },
    expected: 9,
  },
  ImagePaging: {
    async drive(widget, page) {
      await widget.getByRole('button', { name: '4 / 5' }).click();
      await page.keyboard.press('ArrowLeft');
    },
    expected: 3,
  },
  Timeline: {
    async drive(widget, page) {
      await widget.getByRole('radio', { name: 'Date 3' }).click();
      await page.keyboard.press('ArrowDown');
    },
    expected: 'Date 4',
  },
};
