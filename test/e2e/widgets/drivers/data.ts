// How a tester operates the data widgets that hold a value (charts, containers and drop targets
// hold none): what the player must record for each.
import type { Locator, Page } from 'playwright-core';
import type { WidgetDriver } from '../widgetDriver';

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses at `from`, moves in steps to `to`, releases. */
async function dragWithMouse(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

export const dataDrivers: Record<string, WidgetDriver> = {
  Table: {
    // the palette's table has a check box per body row: Kim, Ada, Lin
    async drive(widget) {
      await widget.getByRole('checkbox', { name: 'Lin' }).click();
      await widget.getByRole('checkbox', { name: 'Kim' }).click();
      await widget.getByRole('checkbox', { name: 'Ada' }).click();
      await widget.getByRole('checkbox', { name: 'Kim' }).click();
    },
    expected: [1, 2],
  },
  Tree: {
    async drive(widget, page) {
      await widget.getByRole('treeitem', { name: 'Work' }).click();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    },
    expected: ['Report.pdf'],
  },
  SortableList: {
    async drive(widget, page) {
      // Item 1 dragged by its label onto the third row, then one up from the keyboard
      const rows = widget.getByRole('option');
      const first = await rows.nth(0).boundingBox();
      const third = await centre(rows.nth(2));
      if (!first) throw new Error('not on screen');
      await dragWithMouse(page, { x: first.x + 16, y: first.y + first.height / 2 }, { x: first.x + 16, y: third.y });
      await widget.getByRole('option', { name: 'Item 1' }).focus();
      await page.keyboard.press('Alt+ArrowUp');
    },
    expected: ['Item 2', 'Item 1', 'Item 3', 'Item 4'],
  },
  DragNDrop: {
    // the screen of the widget test has no DragNDropTarget: dropped beside one, it snaps back
    async drive(widget, page) {
      const from = await centre(widget);
      await dragWithMouse(page, from, { x: from.x + 60, y: from.y + 40 });
    },
    expected: null,
  },
};
