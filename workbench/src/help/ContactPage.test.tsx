// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banners } from '../shell/banners';
import { stubFetch } from '../testing/fakeFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { ContactPage } from './ContactPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactPage', () => {
  it('asks for an email and a message, and sends nothing', async () => {
    const calls = stubFetch({});
    renderWithApp(<ContactPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your email and a message.');
    expect(screen.getByText('An email is required.')).toBeTruthy();
    expect(screen.getByText('A message is required.')).toBeTruthy();
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('sends name, email and message and says thank you', async () => {
    const success = vi.spyOn(banners, 'success');
    const calls = stubFetch({ 'POST /rest/contact': () => ({ status: 'ok' }) });
    renderWithApp(<ContactPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name (optional)'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Thank you! Your message was sent.'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/rest/contact',
        body: { name: 'Ada', email: 'ada@example.test', message: 'Hello there' },
      }),
    ]);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });
});
