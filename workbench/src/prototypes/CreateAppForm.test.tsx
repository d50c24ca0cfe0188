// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type App } from '@protolab/shared';
import { banners } from '../shell/banners';
import { sessionStore } from '../shell/session';
import { stubFetch } from '../testing/fakeFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { logInForADay } from '../testing/session';
import { CreateAppForm } from './CreateAppForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
  for (const banner of banners.current()) banners.dismiss(banner.id);
});

describe('CreateAppForm', () => {
  it('asks for a name and sends nothing', async () => {
    logInForADay();
    const calls = stubFetch({});
    renderWithApp(<CreateAppForm onCreated={vi.fn()} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create prototype' }));
    expect(await screen.findByText('The prototype needs a name.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('a custom size must be whole px within the limit', async () => {
    logInForADay();
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderWithApp(<CreateAppForm onCreated={vi.fn()} />);
    await user.type(await screen.findByLabelText('Name'), 'Shop');
    await user.selectOptions(screen.getByLabelText('Screen size'), 'Custom size');
    const width = screen.getByLabelText('Width (px)');
    await user.clear(width);
    await user.type(width, '0');
    await user.click(screen.getByRole('button', { name: 'Create prototype' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Width and height must be whole numbers from 1 to 10000.',
    );
    expect(calls).toEqual([]);
  });

  it('creates the prototype with its device, size and a start screen', async () => {
    logInForADay();
    const calls = stubFetch({ 'POST /rest/apps/': (call) => call.body as object });
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<CreateAppForm onCreated={onCreated} />);
    await user.type(await screen.findByLabelText('Name'), '  Watch face ');
    await user.click(screen.getByLabelText('Watch'));
    await user.selectOptions(screen.getByLabelText('Screen size'), 'Custom size');
    await user.clear(screen.getByLabelText('Width (px)'));
    await user.type(screen.getByLabelText('Width (px)'), '200');
    await user.click(screen.getByRole('button', { name: 'Create prototype' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    const sent = calls[0].body as App;
    expect(sent).toMatchObject({ name: 'Watch face', type: 'watch', screenSize: { w: 200, h: 242 } });
    const screens = Object.values(sent.screens);
    expect(screens).toHaveLength(1);
    expect(screens[0]).toMatchObject({ name: 'Start', w: 200, h: 242, props: { start: true } });
  });

  it('a guest is asked to sign up first', async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderWithApp(<CreateAppForm onCreated={vi.fn()} />);
    await user.type(await screen.findByLabelText('Name'), 'Shop');
    await user.click(screen.getByRole('button', { name: 'Create prototype' }));
    expect(banners.current().map((b) => [b.kind, b.text])).toEqual([
      ['hint', 'Please sign up first: in the try-out mode nothing can be saved, imported or created.'],
    ]);
    expect(calls).toEqual([]);
  });
});
