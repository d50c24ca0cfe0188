// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSettings, newApp, newScreen, newWidget, type TestSettings } from '@protolab/shared';
import { stubFetch, type FakeHandler } from '../testing/fakeFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { cleanUpAfterEach, logInForADay } from '../testing/session';
import { TestTab } from './TestTab';

const app = newApp({
  id: 'app1',
  name: 'Shop',
  screens: {
    s_cart: newScreen({ id: 's_cart', name: 'Cart' }),
    s_ship: newScreen({ id: 's_ship', name: 'Shipping' }),
  },
  widgets: { w_checkout: newWidget({ id: 'w_checkout', name: 'Checkout', type: 'Button' }) },
});
app.screens.s_cart.children = ['w_checkout'];

const settings = (changes: Partial<TestSettings> = {}): TestSettings => ({
  ...createTestSettings(),
  id: 'test1',
  appID: 'app1',
  ...changes,
});

function serve(loaded: TestSettings, extra: Record<string, FakeHandler> = {}) {
  return stubFetch({
    'GET /rest/test/app1.json': () => loaded,
    'GET /rest/apps/app1.json': () => app,
    'POST /rest/test/app1.json': (call) => ({ ...loaded, ...(call.body as object) }),
    ...extra,
  });
}

beforeEach(() => logInForADay());

cleanUpAfterEach();

const posted = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/rest/test/app1.json');

describe('TestTab', () => {
  it('shows flows readably and says a flow needs two or more steps', async () => {
    serve(
      settings({
        tasks: [
          {
            id: 't1',
            name: 'Check out',
            description: '',
            strict: false,
            flow: [{ screen: 's_cart', widget: 'w_checkout', type: 'WidgetClick' }],
          },
          {
            id: 't2',
            name: 'Reach shipping',
            description: '',
            strict: true,
            flow: [
              { screen: 's_cart', widget: 'w_checkout', type: 'WidgetClick', important: true },
              { screen: 's_ship', widget: null, type: 'ScreenLoaded' },
            ],
          },
        ],
      }),
    );
    renderWithApp(<TestTab appId="app1" />);
    const first = await screen.findByRole('listitem', { name: 'Task 1: Check out' });
    expect(within(first).getByText('A flow needs two or more steps to show task details.')).toBeTruthy();
    const second = screen.getByRole('listitem', { name: 'Task 2: Reach shipping' });
    expect(within(second).queryByText('A flow needs two or more steps to show task details.')).toBeNull();
    expect(await within(second).findByText('Cart → Checkout')).toBeTruthy();
    expect(within(second).getByText('Shipping')).toBeTruthy();
    expect(within(second).getByText('screen opened')).toBeTruthy();
    const marks = within(second).getAllByRole('checkbox', { name: 'Important' }) as HTMLInputElement[];
    expect(marks.map((m) => m.checked)).toEqual([true, false]);
    expect((within(second).getByRole('checkbox', { name: 'Strict order' }) as HTMLInputElement).checked).toBe(true);
  });

  it('adds, edits, reorders and deletes tasks, and saves the document', async () => {
    const calls = serve(settings({ description: 'Hello' }));
    const user = userEvent.setup();
    renderWithApp(<TestTab appId="app1" />);
    expect(await screen.findByText('No tasks yet. Add the first one below.')).toBeTruthy();
    for (const name of ['Find shoes', 'Pay', 'Leave'])
      await user.type(screen.getByLabelText('New task'), `${name}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Move "Pay" up' }));
    await user.click(screen.getByRole('button', { name: 'Delete "Leave"' }));
    const pay = screen.getByRole('listitem', { name: 'Task 1: Pay' });
    await user.type(within(pay).getByLabelText('Description for testers'), 'Pay by card');
    await user.click(within(pay).getByRole('checkbox', { name: 'Strict order' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show the tasks during the test' }));
    await user.click(screen.getByRole('checkbox', { name: "Record only a tester's first test" }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(posted(calls)).toHaveLength(1));
    const body = posted(calls)[0].body as TestSettings;
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({
      description: 'Hello',
      showTaskInTest: true,
      showSuccessInTest: false,
      recordOneTestPerUser: true,
      splash: null,
    });
    expect(body.tasks.map(({ name, description, strict }) => ({ name, description, strict }))).toEqual([
      { name: 'Pay', description: 'Pay by card', strict: true },
      { name: 'Find shoes', description: '', strict: false },
    ]);
  });

  it('refuses to save a task without a name', async () => {
    const calls = serve(settings({ tasks: [{ id: 't1', name: 'Buy', description: '', strict: false, flow: [] }] }));
    const user = userEvent.setup();
    renderWithApp(<TestTab appId="app1" />);
    await user.clear(await screen.findByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A task needs a name.')).toBeTruthy();
    expect(posted(calls)).toEqual([]);
  });

  it("shows the test link's password with the share dialog's field", async () => {
    const hash = (c: string) => c.repeat(32);
    serve(settings(), {
      'GET /rest/invitation/app1.json': () => [
        { id: 'i1', appId: 'app1', hash: hash('t'), permission: 'test', hasPassword: true },
        { id: 'i2', appId: 'app1', hash: hash('r'), permission: 'read', hasPassword: true },
      ],
    });
    renderWithApp(<TestTab appId="app1" />);
    const card = await screen.findByRole('region', { name: 'Password of the test link' });
    expect(within(card).getByLabelText('New test password')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove the password' })).toBeTruthy();
  });

  it('builds a flow by picking screens, widgets and events, reorders and removes steps, and saves it', async () => {
    const calls = serve(settings({ tasks: [{ id: 't1', name: 'Buy', description: '', strict: false, flow: [] }] }));
    const user = userEvent.setup();
    renderWithApp(<TestTab appId="app1" />);
    const task = await screen.findByRole('listitem', { name: 'Task 1: Buy' });
    await user.click(await within(task).findByRole('button', { name: 'Add step' }));
    const picker = within(task).getByRole('group', { name: 'New step' });
    await user.click(within(picker).getByRole('radio', { name: 'Shipping' }));
    expect(
      within(picker)
        .getAllByRole('option', { name: /./ })
        .map((o) => o.textContent),
    ).toContain('screen opened');
    await user.click(within(picker).getByRole('button', { name: 'Add to flow' }));
    await user.click(within(picker).getByRole('radio', { name: 'Cart' }));
    await user.selectOptions(within(picker).getByLabelText('Widget'), 'Checkout');
    expect((within(picker).getByLabelText('Event') as HTMLSelectElement).value).toBe('WidgetClick');
    await user.click(within(picker).getByRole('button', { name: 'Add to flow' }));
    // the cart again, this time the screen itself
    await user.selectOptions(within(picker).getByLabelText('Widget'), 'None: the screen itself');
    await user.click(within(picker).getByRole('button', { name: 'Add to flow' }));
    await user.click(within(task).getByRole('button', { name: 'Cancel' }));
    expect(within(task).getByText('Cart → Checkout')).toBeTruthy();
    await user.click(within(task).getByRole('button', { name: 'Move step 2 up' }));
    await user.click(within(task).getByRole('button', { name: 'Remove step 3' }));
    await user.click(within(task).getAllByRole('checkbox', { name: 'Important' })[1]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect((posted(calls)[0].body as TestSettings).tasks[0].flow).toEqual([
      { screen: 's_cart', widget: 'w_checkout', type: 'WidgetClick' },
      { screen: 's_ship', widget: null, type: 'ScreenLoaded', important: true },
    ]);
  });

  describe('splash image', () => {
    const message = 'Please choose a file of at most 5MB, only JPG, PNG or GIF.';
    const pick = async (file: File) => {
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(await screen.findByTestId('splash-input'), file);
      return user;
    };

    it('refuses a file over 5 MB before uploading', async () => {
      const calls = serve(settings());
      renderWithApp(<TestTab appId="app1" />);
      await pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(calls.filter((c) => c.path.startsWith('/rest/images'))).toEqual([]);
    });

    it('refuses a file that is not JPG, PNG or GIF', async () => {
      const calls = serve(settings());
      renderWithApp(<TestTab appId="app1" />);
      await pick(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(calls.filter((c) => c.path.startsWith('/rest/images'))).toEqual([]);
    });

    it('uploads a good image as field "file" and saves it as the splash', async () => {
      const calls = serve(settings(), {
        'POST /rest/images/app1': () => ({
          uploads: [
            {
              id: 'i1',
              appId: 'app1',
              url: 'app1/i1.png',
              name: 'welcome.png',
              width: 10,
              height: 10,
              size: 3,
              mime: 'image/png',
            },
          ],
        }),
      });
      renderWithApp(<TestTab appId="app1" />);
      const user = await pick(new File([new Uint8Array(5 * 1024 * 1024)], 'welcome.png', { type: 'image/png' }));
      const image = (await screen.findByAltText('Splash image of the test')) as HTMLImageElement;
      expect(image.getAttribute('src')).toBe('/rest/images/app1/i1.png');
      const upload = calls.find((c) => c.path === '/rest/images/app1')!;
      expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(posted(calls)).toHaveLength(1));
      expect((posted(calls)[0].body as TestSettings).splash).toEqual({ url: 'app1/i1.png', name: 'welcome.png' });
    });
  });
});
