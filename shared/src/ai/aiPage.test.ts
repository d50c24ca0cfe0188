import { describe, expect, it } from 'vitest';
import { AiFailure } from './aiAnswers';
import { aiPageOf, requireAiPage } from './aiPage';
import { aiMessages, aiSystemPrompt } from './aiPrompts';
import { aiHttpRequest } from './aiRequest';

const page = '<!DOCTYPE html>\n<html><body><h1>Hi</h1></body></html>';

describe('the page in an answer', () => {
  it('takes the fenced block, or bare markup from the doctype to </html>', () => {
    expect(aiPageOf('html', `Here it is:\n\`\`\`html\n${page}\n\`\`\`\nEnjoy!`)).toBe(page);
    expect(aiPageOf('html', `Sure. ${page} Done.`)).toBe(page);
    expect(aiPageOf('html', '<form><input></form>')).toBe('<form><input></form>');
  });

  it('takes as much as has come while the answer streams', () => {
    expect(aiPageOf('html', '```html\n<!DOCTYPE html>\n<html><body><h1>H')).toBe('<!DOCTYPE html>\n<html><body><h1>H');
  });

  it('takes YAML fenced or bare, and only YAML with screens or widgets', () => {
    const yaml = 'screens:\n  - name: Sign up\n    widgets: []';
    expect(aiPageOf('yaml', `\`\`\`yaml\n${yaml}\n\`\`\``)).toBe(yaml);
    expect(aiPageOf('yaml', yaml)).toBe(yaml);
    expect(aiPageOf('yaml', '```html\n<h1>no</h1>\n```')).toBeUndefined();
  });

  it('fails with no-html / no-yaml when the answer holds no page', () => {
    const key = (run: () => unknown) => {
      try {
        run();
      } catch (err) {
        return (err as AiFailure).key;
      }
    };
    expect(key(() => requireAiPage('html', 'I cannot draw pages, sorry.'))).toBe('design-gpt.error-no-html');
    expect(key(() => requireAiPage('yaml', 'I cannot draw pages, sorry.'))).toBe('design-gpt.error-no-yaml');
  });
});

describe('prompts and requests', () => {
  it('asks for one script-less page at the screen size, per kind', () => {
    const html = aiSystemPrompt('html', { w: 375, h: 812 });
    expect(html).toMatch(/375px/);
    expect(html).toMatch(/no <script>/);
    expect(aiSystemPrompt('yaml', { w: 1280, h: 800 })).toMatch(/1280 px wide and 800 px high/);
  });

  it('sends the last answer back when a prompt refines it, and skips failed turns', () => {
    const messages = aiMessages([
      { prompt: 'A sign-up page' },
      { prompt: 'A sign-up page', answer: 'PAGE' },
      { prompt: 'Make the button green' },
    ]);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages[1]!.content).toBe('PAGE');
    expect(messages[2]!.content).toMatch(/Make the button green/);
  });

  it('builds each protocol request with its key header', () => {
    const payload = { model: 'm', system: 'S', messages: [{ role: 'user' as const, content: 'P' }], stream: true };
    const openAi = aiHttpRequest('openai', 'http://localhost:8080/v1/', 'k1', payload);
    expect(openAi.url).toBe('http://localhost:8080/v1/chat/completions');
    expect(openAi.headers.authorization).toBe('Bearer k1');
    expect(JSON.parse(openAi.body).messages[0]).toEqual({ role: 'system', content: 'S' });
    const anthropic = aiHttpRequest('anthropic', 'https://api.anthropic.com', 'k2', payload);
    expect(anthropic.url).toBe('https://api.anthropic.com/v1/messages');
    expect(anthropic.headers['x-api-key']).toBe('k2');
    expect(JSON.parse(anthropic.body).system).toBe('S');
  });
});
