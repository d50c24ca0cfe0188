import { describe, expect, it } from 'vitest';
import {
  commentLink,
  embedCode,
  invitationHash,
  playerAddress,
  playsOffline,
  previewLink,
  testLink,
} from './shareLinks';

describe('share links', () => {
  const invitations = [
    { hash: 'read-hash-1', appId: 'a', permission: 'read' as const, hasPassword: false },
    { hash: 'test-hash-1', appId: 'a', permission: 'test' as const, hasPassword: true },
  ];

  it('picks the hash of a permission', () => {
    expect(invitationHash(invitations, 'test')).toBe('test-hash-1');
    expect(invitationHash(invitations, 'write')).toBeUndefined();
  });

  it('builds the player links', () => {
    expect(testLink('https://p.test', 'abc_-1')).toBe('https://p.test/player/#/test.html?h=abc_-1');
    expect(commentLink('https://p.test', 'r1', 'a 1')).toBe('https://p.test/#/comments.html?h=r1&app=a%201');
    // the designer's run of a test starts on the start screen and records nothing; a protected
    // test's token stands in for its password
    expect(previewLink('https://p.test', 'abc')).toBe('https://p.test/player/#/test.html?h=abc&log=false&s=true');
    expect(previewLink('https://p.test', 'abc', 'x.y+z')).toBe(
      'https://p.test/player/#/test.html?h=abc&log=false&s=true&pt=x.y%2Bz',
    );
  });

  it('embeds at the screen size, escaping the attributes', () => {
    expect(embedCode('https://p.test/player/#/test.html?h=x&y', { w: 375, h: 667.4 }, 'Shop "v2"')).toBe(
      '<iframe src="https://p.test/player/#/test.html?h=x&amp;y" width="375" height="667" title="Shop &quot;v2&quot;" style="border:0" allow="fullscreen"></iframe>',
    );
  });

  it('knows where testers can play offline: https and this computer, not plain http on the network', () => {
    expect(playsOffline('https://proto.example.org')).toBe(true);
    expect(playsOffline('https://192.168.1.20:3000')).toBe(true);
    expect(playsOffline('http://localhost:3000')).toBe(true);
    expect(playsOffline('http://192.168.1.20:3000')).toBe(false);
    expect(playsOffline('http://proto.example.org')).toBe(false);
  });

  it('forwards the workbench test routes to the player with their query', () => {
    expect(playerAddress('/test.html', '?h=abc&ln=de')).toBe('/player/#/test.html?h=abc&ln=de');
    expect(playerAddress('/test/mobile/abc.html', '')).toBe('/player/#/test/mobile/abc.html');
  });
});
