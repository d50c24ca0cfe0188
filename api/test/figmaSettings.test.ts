// FIGMA_API_URL (issue 31): the workbench learns where to call Figma from /config.json, and its page
// may connect there (and nowhere else for the import); a bad setting stops the start with its name.
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config';
import { describeEngines } from './support/testApi';

const connectSources = (policy: string | null) =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    ?.slice(1);

describeEngines(
  'a Figma API of its own (FIGMA_API_URL)',
  (api) => {
    it('is named in /config.json and is the only Figma address the workbench page connects to', async () => {
      const config = await api().get('/config.json');
      expect(config.body.figmaApiUrl).toBe('http://127.0.0.1:4999/figma');
      const page = await api().get('/');
      const sources = connectSources(page.headers.get('content-security-policy'));
      expect(sources).toContain('http://127.0.0.1:4999');
      expect(sources?.filter((source) => /figma/.test(source))).toEqual([]);
      const player = await api().get('/player/');
      expect(connectSources(player.headers.get('content-security-policy'))).toEqual(["'self'"]);
    });
  },
  { FIGMA_API_URL: 'http://127.0.0.1:4999/figma/' },
);

describe('FIGMA_API_URL', () => {
  it('defaults to the public API and refuses what is no http(s) address', () => {
    expect(loadConfig({}).figmaApiUrl).toBe('https://api.figma.com');
    expect(() => loadConfig({ FIGMA_API_URL: 'ftp://figma.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ FIGMA_API_URL: 'not an address' })).toThrow(/FIGMA_API_URL/);
  });
});
