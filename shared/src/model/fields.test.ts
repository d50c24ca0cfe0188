import { describe, expect, it } from 'vitest';
import { appChangeSetSchema } from '../contract/apps';
import { idField } from './fields';

describe('idField', () => {
  it('refuses the names every object has, which cannot be keys of a record map', () => {
    for (const id of ['__proto__', 'constructor', 'prototype']) {
      expect(idField().safeParse(id).success, id).toBe(false);
      const change = appChangeSetSchema.safeParse({ changes: [{ type: 'delete', parent: 'widgets', id }] });
      expect(change.error?.issues[0]?.path, id).toEqual(['changes', 0, 'id']);
    }
  });

  it('takes ids that merely look like them', () => {
    for (const id of ['__proto', 'proto__', 'Constructor', 'prototype2', 'w_constructor', 'c161', 'w1@s1']) {
      expect(idField().safeParse(id).success, id).toBe(true);
    }
  });
});
