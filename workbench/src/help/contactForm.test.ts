import { describe, expect, it } from 'vitest';
import { checkContact } from './contactForm';

describe('checkContact', () => {
  it('needs an email and a message', () => {
    expect(checkContact({ name: '', email: ' ', message: '  ' })).toEqual({
      ok: false,
      errors: { email: 'contact.emailRequired', message: 'contact.messageRequired' },
    });
  });

  it('names an email that is not one', () => {
    expect(checkContact({ name: '', email: 'ada@', message: 'Hi' })).toEqual({
      ok: false,
      errors: { email: 'contact.emailInvalid' },
    });
  });

  it('gives the input the API takes, without an empty name', () => {
    expect(checkContact({ name: ' ', email: ' ada@example.test ', message: 'Hello' })).toEqual({
      ok: true,
      input: { email: 'ada@example.test', message: 'Hello' },
    });
    const named = checkContact({ name: 'Ada', email: 'ada@example.test', message: 'Hello' });
    expect(named.ok && named.input.name).toBe('Ada');
  });
});
