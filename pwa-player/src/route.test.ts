import { describe, expect, it } from 'vitest';
import { mobileLink, parseRoute, withoutPreviewToken } from './route';

describe('parseRoute', () => {
  it('reads the test link with its options', () => {
    expect(parseRoute('#/test.html?h=abc12345&log=false&ln=de&s=true')).toEqual({
      mode: 'test',
      hash: 'abc12345',
      log: false,
      locale: 'de',
      skipWelcome: true,
      qr: false,
      previewToken: null,
      wholeScreen: false,
    });
    // the workbench's task recorder
    expect(parseRoute('#/simulate.html?h=abc12345&log=false&s=true&rec=true')).toMatchObject({
      mode: 'simulate',
      wholeScreen: true,
    });
    expect(parseRoute('#/test.html?h=abc12345')).toMatchObject({
      mode: 'test',
      log: true,
      skipWelcome: false,
      locale: null,
    });
  });

  it("takes the preview token of the designer's preview only, and leaves it out of the address", () => {
    expect(parseRoute('#/test.html?h=abc12345&log=false&s=true&pt=tok.en').previewToken).toBe('tok.en');
    expect(parseRoute('#/test.html?h=abc12345&pt=tok.en').previewToken).toBeNull();
    expect(withoutPreviewToken('#/test.html?h=abc12345&log=false&pt=tok.en&s=true')).toBe(
      '#/test.html?h=abc12345&log=false&s=true',
    );
    expect(withoutPreviewToken('#/test.html?pt=tok.en')).toBe('#/test.html');
  });

  it('reads the phone link of the QR code', () => {
    expect(parseRoute('#/test/mobile/abc12345.html')).toMatchObject({
      mode: 'test',
      hash: 'abc12345',
      qr: true,
      skipWelcome: false,
    });
  });

  it('plays at once on the simulator links', () => {
    expect(parseRoute('#/simulate.html?h=abc12345&qr=true')).toMatchObject({
      mode: 'simulate',
      hash: 'abc12345',
      qr: true,
      skipWelcome: true,
    });
    expect(parseRoute('#/r?h=abc12345')).toMatchObject({ mode: 'simulate', hash: 'abc12345' });
    expect(parseRoute('#/r/abc12345')).toMatchObject({ mode: 'simulate', hash: 'abc12345' });
  });

  it('has no hash without a link', () => {
    expect(parseRoute('')).toMatchObject({ mode: 'test', hash: null });
  });

  it('builds the phone link, keeping log and language', () => {
    const route = parseRoute('#/test.html?h=abc12345&log=false&ln=es');
    expect(mobileLink('https://x.test', route)).toBe(
      'https://x.test/player/#/test/mobile/abc12345.html?log=false&ln=es',
    );
  });
});
