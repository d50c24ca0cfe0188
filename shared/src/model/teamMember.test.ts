// Who may do what in a prototype's team: the rules the API enforces and the workbench shows.
import { describe, expect, it } from 'vitest';
import {
  canAddMembers,
  canChangeRole,
  canDeleteApp,
  canEditApp,
  canRemove,
  canRevokeLinks,
  canTakeOut,
  roleAtLeast,
} from './teamMember';

const member = (userId: string, role: 'owner' | 'write' | 'read') => ({ userId, role });

describe('team rules', () => {
  it('ranks the roles: owner over write over read, none below all', () => {
    expect([roleAtLeast('owner', 'write'), roleAtLeast('write', 'write'), roleAtLeast('read', 'write')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(roleAtLeast(undefined, 'read')).toBe(false);
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
    // who may be taken out, before knowing their role: the owner anyone, others themselves only
    expect([canTakeOut('owner', 'o', 'r'), canTakeOut('read', 'r', 'r'), canTakeOut('write', 'w', 'r')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('writers and the owner revoke links and edit; only the owner deletes the prototype', () => {
    expect([canRevokeLinks('owner'), canRevokeLinks('write'), canRevokeLinks('read')]).toEqual([true, true, false]);
    expect([canEditApp('owner'), canEditApp('write'), canEditApp('read')]).toEqual([true, true, false]);
    expect([canDeleteApp('owner'), canDeleteApp('write'), canDeleteApp(undefined)]).toEqual([true, false, false]);
  });
});
