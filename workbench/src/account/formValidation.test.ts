import { describe, expect, it } from 'vitest';
import { loginInputSchema, passwordSetInputSchema, signUpInputSchema, userUpdateInputSchema } from '@protolab/shared';
import { validate } from './formValidation';

describe('form validation with the shared schemas', () => {
  it('sign-up: email required, password ≥ 6, terms and privacy accepted', () => {
    expect(validate(signUpInputSchema, { email: '', password: '12345', tos: false })).toEqual({
      ok: false,
      errors: { email: 'validation.emailRequired', password: 'validation.passwordLength', tos: 'validation.tos' },
    });
    expect(validate(signUpInputSchema, { email: 'not-an-email', password: '123456', tos: true })).toEqual({
      ok: false,
      errors: { email: 'validation.emailInvalid' },
    });
    expect(validate(signUpInputSchema, { email: ' Ada@Example.TEST ', password: '123456', tos: true })).toEqual({
      ok: true,
      value: { email: 'ada@example.test', password: '123456', tos: true },
    });
  });

  it('login: a missing email or password is named', () => {
    expect(validate(loginInputSchema, {})).toEqual({
      ok: false,
      errors: { email: 'validation.emailRequired', password: 'validation.passwordLength' },
    });
  });

  it('password change: the current password is required for a new one', () => {
    expect(validate(userUpdateInputSchema, { password: 'newpass1' })).toEqual({
      ok: false,
      errors: { oldPassword: 'validation.oldPasswordRequired' },
    });
    expect(validate(userUpdateInputSchema, { password: 'short', oldPassword: 'x' })).toMatchObject({
      errors: { password: 'validation.passwordLength' },
    });
  });

  it('password set: an unknown field problem falls back to the generic message', () => {
    expect(validate(passwordSetInputSchema, { email: 'a@b.test', password: '123456', key: '' })).toEqual({
      ok: false,
      errors: { key: 'validation.invalid' },
    });
  });
});
