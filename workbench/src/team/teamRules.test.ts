import { describe, expect, it } from 'vitest';
import { roleOf, validateAddMember } from './teamRules';

const member = (userId: string, role: 'owner' | 'write' | 'read') => ({
  userId,
  role,
  appId: 'a',
  email: `${userId}@x.test`,
});

describe('team page helpers', () => {
  it('finds my role', () => {
    expect(roleOf([member('o', 'owner'), member('w', 'write')], 'w')).toBe('write');
    expect(roleOf([member('o', 'owner')], 'z')).toBeUndefined();
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
