import { describe, expect, it } from 'vitest';
import { isWindows } from './platform';

describe('platform', () => {
  it('recognises Windows by platform, client hints or user agent', () => {
    expect(isWindows({ platform: 'Win32' })).toBe(true);
    expect(isWindows({ userAgentData: { platform: 'Windows' } })).toBe(true);
    expect(isWindows({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe(true);
    expect(isWindows({ platform: 'MacIntel', userAgent: 'Mozilla/5.0 (Macintosh)' })).toBe(false);
    expect(isWindows({ platform: 'Linux x86_64' })).toBe(false);
  });
});
