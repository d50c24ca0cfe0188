import { describe, expect, it } from 'vitest';
import { parseInput, type FieldIssue } from '../validation';
import {
  contactInputSchema,
  externalLoginInputSchema,
  loginInputSchema,
  passwordSetInputSchema,
  signUpInputSchema,
  userUpdateInputSchema,
} from '../contract/users';
import { GUEST_USER, isGuest, userSchema } from './user';

function issuesOf(schema: Parameters<typeof parseInput>[0], data: unknown): FieldIssue[] {
  const result = parseInput(schema, data);
  return result.ok ? [] : result.issues;
}

describe('GUEST_USER', () => {
  it('is the anonymous user: id -1, role guest, plan Free', () => {
    expect(GUEST_USER).toMatchObject({ id: '-1', role: 'guest', plan: 'Free' });
    expect(userSchema.parse(GUEST_USER)).toEqual(GUEST_USER);
    expect(isGuest(GUEST_USER)).toBe(true);
    expect(isGuest({ id: 'u1' })).toBe(false);
  });
});

describe('signUpInputSchema', () => {
  const valid = { email: 'ada@example.org', password: 'secret', tos: true };

  it('accepts a sign-up and normalises the email', () => {
    expect(signUpInputSchema.parse({ ...valid, email: '  Ada@Example.ORG ', name: 'Ada' })).toEqual({
      ...valid,
      name: 'Ada',
    });
  });

  it('requires an email', () => {
    expect(issuesOf(signUpInputSchema, { password: 'secret', tos: true })).toEqual([
      { field: 'email', message: 'Email is required' },
    ]);
    expect(issuesOf(signUpInputSchema, { ...valid, email: ' ' })).toEqual([
      { field: 'email', message: 'Email is required' },
    ]);
    expect(issuesOf(signUpInputSchema, { ...valid, email: 'ada' })).toEqual([
      { field: 'email', message: 'Email is not valid' },
    ]);
  });

  it('requires a password of 6 characters', () => {
    expect(issuesOf(signUpInputSchema, { ...valid, password: '12345' })).toEqual([
      { field: 'password', message: 'Password must have at least 6 characters' },
    ]);
  });

  it('requires the terms to be accepted', () => {
    for (const tos of [false, undefined, 'yes']) {
      expect(issuesOf(signUpInputSchema, { ...valid, tos })).toEqual([
        { field: 'tos', message: 'The terms of service and privacy policy must be accepted' },
      ]);
    }
  });

  it('rejects unknown keys, naming each', () => {
    expect(issuesOf(signUpInputSchema, { ...valid, role: 'admin', plan: 'Pro' }).map((i) => i.field)).toEqual([
      'role',
      'plan',
    ]);
  });
});

describe('other account inputs', () => {
  it('login needs email and password', () => {
    expect(issuesOf(loginInputSchema, {}).map((i) => i.field)).toEqual(['email', 'password']);
    expect(issuesOf(loginInputSchema, { email: 'a@b.co', password: 'secret' })).toEqual([]);
  });

  it('password set needs the key', () => {
    expect(
      issuesOf(passwordSetInputSchema, { email: 'a@b.co', password: 'secret', key: '' }).map((i) => i.field),
    ).toEqual(['key']);
  });

  it('contact needs email and message, name is optional', () => {
    expect(issuesOf(contactInputSchema, { message: '  ' }).map((i) => i.field)).toEqual(['email', 'message']);
    expect(issuesOf(contactInputSchema, { email: 'a@b.co', message: 'Hi' })).toEqual([]);
  });

  it('external login needs id, email and token', () => {
    expect(issuesOf(externalLoginInputSchema, { name: 'A' }).map((i) => i.field)).toEqual(['id', 'email', 'token']);
  });

  it('a user may change their name and add notification marks, but not their role or plan', () => {
    expect(issuesOf(userUpdateInputSchema, { name: 'Ada', lastname: null })).toEqual([]);
    expect(issuesOf(userUpdateInputSchema, { role: 'admin' }).map((i) => i.field)).toEqual(['role']);
    expect(issuesOf(userUpdateInputSchema, { notifications: { Welcome: 1 } })).toEqual([]);
    expect(issuesOf(userUpdateInputSchema, { notifications: { Welcome: 'seen' } }).map((i) => i.field)).toEqual([
      'notifications.Welcome',
    ]);
  });

  it('a new password needs the current one', () => {
    expect(issuesOf(userUpdateInputSchema, { password: 'secret-2' }).map((i) => i.field)).toEqual(['oldPassword']);
    expect(issuesOf(userUpdateInputSchema, { password: 'secret-2', oldPassword: 'secret-1' })).toEqual([]);
  });
});
