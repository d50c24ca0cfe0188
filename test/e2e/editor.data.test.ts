// Data binding and validation made in the editor and honoured by the player, in real Chromium
// against the real API (SQLite): through the properties panel a designer binds a TextBox of screen 1
// and a Label of screen 2 to one variable, makes the TextBox a required email with an error label,
// and makes the Button's link to screen 2 wait for valid inputs. A tester then cannot pass with an
// empty or wrong email and sees the error label; with a valid one they reach screen 2, whose Label
// shows what they typed.
import { describe, expect, it } from 'vitest';
import { newApp, newLine, newScreen, newWidget, type App } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite } from './support/editorHarness';
import { screenshot } from './support/workbenchWorld';

const ERROR_TEXT = 'Please enter a valid email';

/** Screen 1: an email field and a Send button linked to screen 2, which greets with a label. */
function formApp(): App {
  return newApp({
    name: 'Sign-up',
    screens: {
      s1: newScreen({ id: 's1', name: 'Form', props: { start: true }, children: ['mail', 'send'] }),
      s2: newScreen({ id: 's2', name: 'Thanks', x: 500, children: ['echo'] }),
    },
    widgets: {
      mail: newWidget({
        id: 'mail',
        type: 'TextBox',
        name: 'Email',
        x: 20,
        y: 60,
        w: 280,
        h: 40,
        props: { placeholder: true },
      }),
      send: newWidget({
        id: 'send',
        type: 'Button',
        name: 'Send',
        x: 20,
        y: 200,
        w: 120,
        h: 40,
        props: { label: 'Send' },
      }),
      echo: newWidget({
        id: 'echo',
        type: 'Label',
        name: 'Echo',
        x: 520,
        y: 60,
        w: 280,
        h: 40,
        props: { label: 'Nobody yet' },
      }),
    },
    lines: { go: newLine({ id: 'go', from: 'send', to: 's2' }) },
  });
}

describe.skipIf(!hasChromium)('editor: data binding and validation, played', () => {
  const s = editorSuite('data', formApp(), { env: { SEED_EXAMPLES: 'false' } });
  const { stored, saved, panel: properties, errors } = s;
  const names: Record<string, string> = { mail: 'Email', echo: 'Echo', send: 'Send' };
  /** Clicks a widget on the canvas and waits for its properties. */
  const select = async (id: string) => {
    const { page } = s;
    const box = (await page.locator(`.canvas-screen [data-widget="${id}"]`).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('heading', { name: new RegExp(`^${names[id]} \\(`) }).waitFor();
  };

  it('binds, validates and links through the properties panel', { timeout: 60_000 }, async () => {
    await select('mail');
    const variable = properties().getByLabel('Variable', { exact: true });
    await variable.fill('email');
    await variable.press('Enter');
    await properties().getByText('No other widget is bound to this variable yet.').waitFor();
    await properties().getByRole('checkbox', { name: 'Required' }).check();
    await properties().getByLabel('Kind of value').selectOption('email');
    // a broken pattern is marked and not saved
    await properties().getByLabel('Pattern (regular expression)').fill('([a-z');
    await properties().getByText('This is not a valid regular expression. Not saved.').waitFor();
    await properties().getByLabel('Pattern (regular expression)').fill('');
    await properties().getByLabel('Text of a new error label').fill(ERROR_TEXT);
    await properties().getByRole('button', { name: 'Add error label' }).click();
    await properties()
      .getByRole('button', { name: `Remove ${ERROR_TEXT} as error message` })
      .waitFor();

    await select('echo');
    await properties().getByLabel('Variable', { exact: true }).fill('email');
    await properties().getByLabel('Variable', { exact: true }).press('Enter');
    await properties().getByText('1 other widget shares this variable.').waitFor();

    await select('send');
    await properties().getByRole('checkbox', { name: "Only when the screen's inputs are valid" }).check();
    await saved();

    const doc = await stored();
    const [labelId] = (doc.widgets.mail.props?.refs as { errorLabels: string[] }).errorLabels;
    expect(doc.widgets.mail.props).toMatchObject({
      databinding: { default: 'email' },
      validation: { required: true, type: 'email' },
    });
    expect(doc.widgets.echo.props?.databinding).toEqual({ default: 'email' });
    expect(doc.lines.go.validation).toEqual({ all: true });
    expect(doc.widgets[labelId].props?.label).toBe(ERROR_TEXT);
    // the canvas draws the error label faintly, as testers do not see it at first
    const { page } = s;
    await page.locator(`.canvas-screen [data-widget="${labelId}"][data-faint]`).waitFor();
    await screenshot(page, 'editor-data-desktop', { fullPage: false });
    expect(errors).toEqual([]);
  });

  it('a tester cannot pass without a valid email, then sees it on the next screen', { timeout: 60_000 }, async () => {
    const player = await s.play();
    const form = player.locator('[data-screen="s1"]');
    const input = form.locator('[data-widget="mail"] input');
    const send = form.locator('[data-widget="send"]');
    const message = player.getByText(ERROR_TEXT);
    await input.waitFor();
    expect(await message.count()).toBe(0);

    // empty: stays, the error label shows
    await send.click();
    await message.waitFor();
    expect(await player.locator('[data-screen="s2"]').count()).toBe(0);

    // a wrong email: still stays with the message
    await input.fill('kim@');
    await input.press('Enter');
    await send.click();
    await message.waitFor();
    expect(await player.locator('[data-screen="s2"]').count()).toBe(0);
    await screenshot(player, 'player-data-invalid');

    // a valid email: the message goes, and screen 2's label shows the email
    await input.fill('kim@example.org');
    await input.press('Enter');
    await expect.poll(() => message.count()).toBe(0);
    await send.click();
    await expect
      .poll(() => player.locator('[data-screen="s2"] [data-widget="echo"]').textContent())
      .toBe('kim@example.org');
    await screenshot(player, 'player-data-passed');
    await player.context().close();
    expect(errors).toEqual([]);
  });
});
