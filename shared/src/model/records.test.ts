// The smaller record types: team, invitation, annotation, comment, image, notification, configuration, log, error.
import { describe, expect, it } from 'vitest';
import { parseInput } from '../validation';
import { apiError, isApiError } from './apiError';
import { annotationSchema } from './annotation';
import { annotationInputSchema, annotationUpdateInputSchema } from '../contract/annotations';
import { commentSchema } from './comment';
import { commentInputSchema, commentUpdateInputSchema } from '../contract/comments';
import { configurationSchema } from './configuration';
import { errorLogInputSchema } from '../contract/errorLog';
import { imageFileSchema, imageSchema } from './image';
import { invitationSchema } from './invitation';
import { notificationSchema } from './notification';
import { teamMemberSchema } from './teamMember';
import { teamAddInputSchema, teamUpdateInputSchema } from '../contract/team';

function fieldsOf(schema: Parameters<typeof parseInput>[0], data: unknown): string[] {
  const result = parseInput(schema, data);
  return result.ok ? [] : result.issues.map((issue) => issue.field);
}

describe('team', () => {
  it('parses a member', () => {
    const member = teamMemberSchema.parse({ userId: 'u1', appId: 'a1', role: 'write', email: 'a@b.co' });
    expect(member.role).toBe('write');
  });

  it('adds and updates members as writers or readers only', () => {
    expect(fieldsOf(teamAddInputSchema, { email: 'a@b.co', role: 'read' })).toEqual([]);
    expect(fieldsOf(teamAddInputSchema, { email: 'a@b.co', role: 'owner' })).toEqual(['role']);
    expect(fieldsOf(teamAddInputSchema, { role: 'write' })).toEqual(['email']);
    expect(fieldsOf(teamUpdateInputSchema, { role: 'write', email: 'a@b.co' })).toEqual(['email']);
  });
});

describe('invitation', () => {
  it('parses an invitation and checks the hash and permission', () => {
    const invitation = { hash: 'h'.repeat(32), appId: 'a1', permission: 'test' };
    expect(invitationSchema.parse(invitation)).toEqual({ ...invitation, hasPassword: false });
    expect(fieldsOf(invitationSchema, { ...invitation, hash: 'short', permission: 'admin' })).toEqual([
      'hash',
      'permission',
    ]);
  });
});

describe('annotation', () => {
  it('fills validity, task overrides and tags on stored annotations', () => {
    const stored = annotationSchema.parse({ id: 'n1', appId: 'a1', kind: 'session', reference: 'S1' });
    expect(stored).toMatchObject({ isValid: true, tasks: {}, tags: [] });
  });

  it('checks create and update inputs', () => {
    expect(
      annotationInputSchema.parse({ kind: 'session', reference: 'S1', isValid: false, tasks: { t1: true } }),
    ).toEqual({
      kind: 'session',
      reference: 'S1',
      isValid: false,
      tasks: { t1: true },
      tags: [],
    });
    expect(fieldsOf(annotationInputSchema, { kind: 'note', reference: 'S1' })).toEqual(['kind']);
    expect(fieldsOf(annotationInputSchema, { kind: 'tag', reference: 'S1', tags: [{ tag: '' }] })).toEqual([
      'tags.0.tag',
    ]);
    expect(fieldsOf(annotationUpdateInputSchema, { isValid: 'no' })).toEqual(['isValid']);
    expect(fieldsOf(annotationUpdateInputSchema, { reference: 'S2' })).toEqual(['reference']);
  });
});

describe('comment', () => {
  it('parses a stored reply', () => {
    const comment = {
      id: 'c2',
      appId: 'a1',
      message: 'Agreed',
      parentId: 'c1',
      created: 1,
      user: { id: 'u1', name: 'Ada' },
    };
    expect(commentSchema.parse(comment)).toEqual(comment);
  });

  it('requires a message and leaves the author to the server', () => {
    expect(fieldsOf(commentInputSchema, { message: 'Nice', reference: 's1', type: 'screen' })).toEqual([]);
    expect(fieldsOf(commentInputSchema, { message: ' ' })).toEqual(['message']);
    expect(fieldsOf(commentInputSchema, { message: 'x', author: { id: 'u2' } })).toEqual(['author']);
    expect(fieldsOf(commentUpdateInputSchema, { message: 'x', parentId: 'c9' })).toEqual(['parentId']);
  });
});

describe('image', () => {
  it('parses a stored image', () => {
    const image = {
      id: 'i1',
      appId: 'a1',
      url: 'a1/i1.png',
      name: 'logo.png',
      width: 10,
      height: 20,
      size: 300,
      mime: 'image/png',
    };
    expect(imageSchema.parse(image)).toEqual(image);
  });

  it('allows JPG, PNG and GIF files up to 5 MB', () => {
    expect(fieldsOf(imageFileSchema, { size: 5 * 1024 * 1024, mime: 'image/gif' })).toEqual([]);
    expect(parseInput(imageFileSchema, { size: 5 * 1024 * 1024 + 1, mime: 'image/svg+xml' })).toEqual({
      ok: false,
      issues: [
        { field: 'size', message: 'The file is too big: at most 5 MB' },
        { field: 'mime', message: 'Only JPG, PNG or GIF images' },
      ],
    });
  });
});

describe('notification', () => {
  it('parses a feed item', () => {
    const item = notificationSchema.parse({ id: 'n1', type: 'News', title: 'T', lastUpdate: 5 });
    expect(item.lastUpdate).toBe(5);
  });
});

describe('configuration', () => {
  it('needs the identity provider only with oidc login', () => {
    expect(configurationSchema.parse({ auth: 'local' })).toEqual({ auth: 'local' });
    const oidc = { auth: 'oidc', identityProvider: { url: 'https://id', realm: 'r', clientId: 'c' } };
    expect(configurationSchema.parse(oidc)).toEqual(oidc);
    expect(fieldsOf(configurationSchema, { auth: 'oidc' })).toEqual(['identityProvider']);
  });
});

describe('error log', () => {
  it('takes a message and at most 50 log lines', () => {
    const entry = { level: 'error', message: 'boom', time: 1 } as const;
    expect(fieldsOf(errorLogInputSchema, { message: 'boom', time: 1, entries: [entry] })).toEqual([]);
    expect(fieldsOf(errorLogInputSchema, { message: 'boom', entries: Array(51).fill(entry) })).toEqual(['entries']);
  });
});

describe('apiError', () => {
  it('builds and recognises the error body', () => {
    const body = apiError('validation', 'Email is required', 'email');
    expect(body).toEqual({ error: { code: 'validation', message: 'Email is required', field: 'email' } });
    expect(apiError('not_found', 'No such app')).toEqual({ error: { code: 'not_found', message: 'No such app' } });
    expect(isApiError(body)).toBe(true);
    expect(isApiError({ message: 'x' })).toBe(false);
    expect(isApiError({ error: { code: 'new_code', message: 'm' } })).toBe(true);
    expect(isApiError({ error: { code: 'x', message: 'm', field: 3 } })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
