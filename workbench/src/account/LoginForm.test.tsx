// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@protolab/shared';
import { sessionStore } from '../shell/session';
import { stubFetch } from '../testing/fakeFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { cleanUpAfterEach } from '../testing/session';
import { tokenExpiringAt } from '../testing/tokens';
import { LoginForm } from './LoginForm';

cleanUpAfterEach();

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  const emailField = await screen.findByLabelText('Email');
  if (email) await user.type(emailField, email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('names a missing email and a short password, and sends nothing', async () => {
    const calls = stubFetch({});
    renderWithApp(<LoginForm onLoggedIn={vi.fn()} />);
    await fill('', '12345');
    expect(await screen.findByText('An email is required.')).toBeTruthy();
    expect(screen.getByText('The password must have at least 6 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('names an email that is not one', async () => {
    stubFetch({});
    renderWithApp(<LoginForm onLoggedIn={vi.fn()} />);
    await fill('ada@', '123456');
    expect(await screen.findByText('This is not a valid email address.')).toBeTruthy();
  });

  it('an answer with errors stays logged out and says so', async () => {
    const calls = stubFetch({ 'POST /rest/login/': () => ({ errors: ['user.login.fail'] }) });
    const onLoggedIn = vi.fn();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);
    await fill('Ada@Example.test', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The email or the password is wrong.');
    expect(calls[0].body).toEqual({ email: 'ada@example.test', password: 'wrong-pass' });
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(sessionStore.isLoggedIn()).toBe(false);
  });

  it('too many attempts (429) are named', async () => {
    stubFetch({ 'POST /rest/login/': () => ({ status: 429, body: { error: { code: 'too_many', message: 'x' } } }) });
    renderWithApp(<LoginForm onLoggedIn={vi.fn()} />);
    await fill('ada@example.test', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('a locked-out login offers the unlock mail, which answers alike for any email', async () => {
    const calls = stubFetch({
      'POST /rest/login/': () => ({ status: 429, body: { error: { code: 'too_many_requests', message: 'x' } } }),
      'POST /rest/login/unlock/request': () => ({ status: 'ok' }),
    });
    renderWithApp(<LoginForm onLoggedIn={vi.fn()} />);
    await fill('ada@example.test', 'secret1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Locked out? Mail me a link' }));
    expect((await screen.findByRole('status')).textContent).toContain('If there is an account for ada@example.test');
    expect(calls.find((c) => c.path === '/rest/login/unlock/request')?.body).toEqual({ email: 'ada@example.test' });
  });

  it('a good answer logs in', async () => {
    const token = tokenExpiringAt(Date.now() + 7 * DAY_MS);
    stubFetch({ 'POST /rest/login/': () => ({ id: 'u1', email: 'ada@example.test', role: 'user', token }) });
    const onLoggedIn = vi.fn();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);
    await fill('ada@example.test', 'secret1');
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(sessionStore.token()).toBe(token);
  });
});
