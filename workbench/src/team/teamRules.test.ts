import { describe, expect, it } from 'vitest';
import { canAddMembers, canChangeRole, canRemove, canRevokeLinks, roleOf, validateAddMember } from './teamRules';

const member = (userId: string, role: 'owner' | 'write' | 'read') => ({
  userId,
  role,
  appId: 'a',
  email: `${userId}@x.test`,
});

describe('team rules', () => {
  it('finds my role', () => {
    expect(roleOf([member('o', 'owner'), member('w', 'write')], 'w')).toBe('write');
    expect(roleOf([member('o', 'owner')], 'z')).toBeUndefined();
  });

  it('only the owner adds and changes roles; the owner row is fixed', () => {
    expect(canAddMembers('owner')).toBe(true);
    expect(canAddMembers('write')).toBe(false);
    expect(canChangeRole('owner', member('w', 'write'))).toBe(true);
    expect(canChangeRole('owner', member('o', 'owner'))).toBe(false);
    expect(canChangeRole('write', member('r', 'read'))).toBe(false);
  });

  it('the owner removes others, anyone may leave, nobody removes the owner', () => {
    expect(canRemove('owner', 'o', member('r', 'read'))).toBe(true);
    expect(canRemove('owner', 'o', member('o', 'owner'))).toBe(false);
    expect(canRemove('read', 'r', member('r', 'read'))).toBe(true);
    expect(canRemove('write', 'w', member('r', 'read'))).toBe(false);
    expect(canRemove(undefined, 'x', member('r', 'read'))).toBe(false);
  });

  it('writers and the owner revoke links', () => {
    expect([canRevokeLinks('owner'), canRevokeLinks('write'), canRevokeLinks('read')]).toEqual([true, true, false]);
  });

  it('validates the email to add', () => {
    expect(validateAddMember(' Ada@Example.TEST ', 'read')).toEqual({
      ok: true,
      input: { email: 'ada@example.test', role: 'read' },
    });
    expect(validateAddMember('  ', 'read')).toEqual({ ok: false, error: 'team.emailRequired' });
    expect(validateAddMember('ada@', 'write')).toEqual({ ok: false, error: 'team.emailInvalid' });
  });
});
