import { describe, expect, it } from 'vitest';
import { shareOrigin } from './shareOrigin';

describe('the origin of links for testers', () => {
  it('gives testers an address a phone can open', () => {
    const lan = { url: 'http://192.168.1.20:3000', source: 'lan' as const };
    const setting = { url: 'https://proto.example.org', source: 'setting' as const };
    // PUBLIC_URL wins, whatever address the designer used
    expect(shareOrigin('http://localhost:3000', setting)).toBe('https://proto.example.org');
    expect(shareOrigin('https://intranet.test', setting)).toBe('https://proto.example.org');
    // a designer on localhost shares the LAN address; on any other address, that address
    expect(shareOrigin('http://localhost:3000', lan)).toBe('http://192.168.1.20:3000');
    expect(shareOrigin('http://127.0.0.1:3000', lan)).toBe('http://192.168.1.20:3000');
    expect(shareOrigin('http://[::1]:3000', lan)).toBe('http://192.168.1.20:3000');
    expect(shareOrigin('https://intranet.test', lan)).toBe('https://intranet.test');
    // nothing better known: the page's own address
    expect(shareOrigin('http://localhost:3000', undefined)).toBe('http://localhost:3000');
  });
});
