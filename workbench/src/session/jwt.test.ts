import { describe, expect, it } from 'vitest';
import { fakeToken, tokenExpiringAt } from '../testing/tokens';
import { tokenClaims, tokenExpiry } from './jwt';

describe('jwt', () => {
  it('reads the expiry in ms from the exp claim', () => {
    expect(tokenExpiry(tokenExpiringAt(1_700_000_000_000))).toBe(1_700_000_000_000);
  });

  it('reads claims with base64url characters and non-ASCII text', () => {
    const token = fakeToken({ sub: 'ü?>>', given_name: 'Zoë 张' });
    expect(tokenClaims(token)).toMatchObject({ sub: 'ü?>>', given_name: 'Zoë 张' });
  });

  it('answers undefined for what is not a JWT or has no expiry', () => {
    expect(tokenExpiry(undefined)).toBeUndefined();
    expect(tokenExpiry('not-a-token')).toBeUndefined();
    expect(tokenExpiry('a.%%%.c')).toBeUndefined();
    expect(tokenExpiry(fakeToken({ sub: 'x' }))).toBeUndefined();
    expect(tokenExpiry(fakeToken({ exp: 'soon' }))).toBeUndefined();
  });
});
