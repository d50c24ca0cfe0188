// How a tester operates each text widget (fields, chat, files, places, days) in the player, from
// its palette defaults, and the value the player must record.
import type { Locator, Page } from 'playwright-core';
import type { WidgetDriver } from '../widgetDriver';

/** Taps the field, types, and ends with a key (Enter stores a one-line field; Tab leaves a text area). */
function typeInto(text: string, end: 'Enter' | 'Tab', field?: (widget: Locator) => Locator): WidgetDriver['drive'] {
  return async (widget: Locator, page: Page) => {
    await (field ? field(widget) : widget).click();
    await page.keyboard.type(text);
    await page.keyboard.press(end);
  };
}

const textbox = (widget: Locator) => widget.getByRole('textbox');

export const textDrivers: Record<string, WidgetDriver> = {
  TextBox: { drive: typeInto('Ada Lovelace', 'Enter'), expected: 'Ada Lovelace' },
  TextArea: {
    async drive(widget, page) {
      await widget.click();
      await page.keyboard.type('First line');
      await page.keyboard.press('Enter');
      await page.keyboard.type('second line');
      await page.keyboard.press('Tab');
    },
    expected: 'First line\nsecond line',
  },
  // a password is recorded as a mask of its length (one bullet a character), never its characters
  Password: { drive: typeInto('s3cret!', 'Enter'), expected: '\u2022'.repeat('s3cret!'.length) },
  SearchBox: { drive: typeInto('running shoes', 'Enter'), expected: 'running shoes' },
  LabeledTextBox: { drive: typeInto('Grace', 'Enter', textbox), expected: 'Grace' },
  LabeledTextArea: { drive: typeInto('Hello there', 'Tab', textbox), expected: 'Hello there' },
  TypeAheadTextBox: {
    // "ber" suggests Berlin and Bern; the first is taken with the arrow key and Enter
    async drive(widget, page) {
      await widget.click();
      await page.keyboard.type('ber');
      await page.getByRole('option', { name: 'Berlin' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    },
    expected: 'Berlin',
  },
  InlineEdit: {
    // a tap turns the label into a field with its text selected: typing replaces it
    drive: typeInto('Groceries', 'Enter'),
    expected: 'Groceries',
  },
  ChatTextBox: {
    async drive(widget, page) {
      await textbox(widget).click();
      await page.keyboard.type('See you at 8');
      await widget.getByRole('button', { name: 'Send' }).click();
    },
    expected: 'See you at 8',
  },
  Chat: {
    // eight messages overflow the conversation (400 px high): the newest stays in view
    async drive(widget, page) {
      const messages = [
        'Hello',
        'Is anyone there?',
        'I ordered shoes',
        'Size 42',
        'Blue ones',
        'Last week',
        'Paid by card',
      ];
      for (const message of [...messages, 'Where is my order?']) {
        await typeInto(message, 'Enter', textbox)(widget, page);
      }
      const log = widget.getByRole('log');
      if (!(await log.evaluate((list) => list.scrollHeight > list.clientHeight))) {
        throw new Error('the chat does not overflow: nothing to scroll');
      }
      const [box, newest] = [(await log.boundingBox())!, (await widget.getByText('Where is my order?').boundingBox())!];
      if (newest.y < box.y || newest.y + newest.height > box.y + box.height + 1) {
        throw new Error('the newest message of the chat is out of view');
      }
    },
    expected: 'Where is my order?',
  },
  Upload: {
    drive: (widget) =>
      widget
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') }),
    expected: 'cv.pdf',
  },
  Camera: {
    // the player never opens the real camera: every picture is "photo.jpg"
    drive: (widget) => widget.getByRole('button', { name: 'Take a photo' }).click(),
    expected: 'photo.jpg',
  },
  Date: {
    props: { value: '2026-03-10' },
    async drive(widget) {
      await widget.getByRole('button', { name: 'Next month' }).click();
      await widget.getByRole('gridcell', { name: '5', exact: true }).click();
    },
    expected: '2026-04-05',
  },
  DateDropDown: {
    props: { value: '2026-07-04' },
    async drive(widget, page) {
      await widget.click();
      await page.getByRole('dialog').getByRole('gridcell', { name: '12', exact: true }).click();
    },
    expected: '2026-07-12',
  },
  GeoLocation: {
    // no real location: a tap stores a fixed place
    drive: (widget) => widget.click(),
    expected: 'Lat: 52.52 - Long: 13.405',
  },
};
