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
import { SignUpForm } from './SignUpForm';

cleanUpAfterEach();

/** Renders the form and signs up as ada@example.test (password secret1, terms accepted, a first name if given). */
async function signUpAsAda(onSignedUp = vi.fn(), firstName?: string) {
  renderWithApp(<SignUpForm onSignedUp={onSignedUp} />);
  const user = userEvent.setup();
  if (firstName) await user.type(await screen.findByLabelText('First name (optional)'), firstName);
  await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignUpForm', () => {
  it('asks for the email, 6 password characters and the accepted terms (SPEC §5)', async () => {
    const calls = stubFetch({});
    renderWithApp(<SignUpForm onSignedUp={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('An email is required.')).toBeTruthy();
    expect(screen.getByText('The password must have at least 6 characters.')).toBeTruthy();
    expect(screen.getByText('The terms of service and privacy policy must be accepted.')).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('links the terms and the privacy policy in the consent text', async () => {
    stubFetch({});
    renderWithApp(<SignUpForm onSignedUp={vi.fn()} />);
    expect((await screen.findByRole('link', { name: 'terms of service' })).getAttribute('href')).toBe('#/tos.html');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('#/privacy.html');
  });

  it('signs up, then logs in with the same email and password', async () => {
    const token = tokenExpiringAt(Date.now() + 7 * DAY_MS);
    const calls = stubFetch({
      'POST /rest/user': () => ({ id: 'u1', email: 'ada@example.test', role: 'user' }),
      'POST /rest/login/': () => ({ id: 'u1', email: 'ada@example.test', role: 'user', name: 'Ada', token }),
    });
    const onSignedUp = vi.fn();
    await signUpAsAda(onSignedUp, 'Ada');
    await vi.waitFor(() => expect(onSignedUp).toHaveBeenCalledOnce());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /rest/user', 'POST /rest/login/']);
    expect(calls[0].body).toEqual({ email: 'ada@example.test', password: 'secret1', tos: true, name: 'Ada' });
    expect(sessionStore.user()).toMatchObject({ id: 'u1', name: 'Ada' });
  });

  it('an email with an account already is named', async () => {
    stubFetch({
      'POST /rest/user': () => ({ status: 409, body: { error: { code: 'conflict', message: 'x', field: 'email' } } }),
    });
    await signUpAsAda();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with this email exists already. Please log in.',
    );
  });

  it('too many sign-ups from the network (429) ask to wait, and log nobody in', async () => {
    const calls = stubFetch({
      'POST /rest/user': () => ({ status: 429, body: { error: { code: 'too_many_requests', message: 'x' } } }),
    });
    await signUpAsAda();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /rest/user']);
  });
});
