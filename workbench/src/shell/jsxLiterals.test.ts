// Every visible string goes through i18next: ESLint's react/jsx-no-literals (root
// eslint.config.js) over the workbench's components, with only punctuation allowed in JSX.
// (vitest runs from the repository root; ESLint finds its config there.)
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const RULE = 'react/jsx-no-literals';

describe('no JSX text bypasses i18n', () => {
  const eslint = new ESLint();

  it('the rule is on for the workbench components', async () => {
    const config = await eslint.calculateConfigForFile('workbench/src/shell/Header.tsx');
    expect(config.rules?.[RULE]?.[0]).toBe(2);
    const [probe] = await eslint.lintText('export const P = () => <p>Hello {"there"} · {1}</p>;', {
      filePath: 'workbench/src/probe.tsx',
    });
    expect(probe.messages.filter((m) => m.ruleId === RULE).map((m) => m.message)).toEqual([
      'Strings not allowed in JSX files: "Hello"',
      'Strings not allowed in JSX files: ""there""',
    ]);
  });

  it('finds no literal text in workbench/src/**/*.tsx', async () => {
    const results = await eslint.lintFiles(['workbench/src/**/*.tsx']);
    const literals = results.flatMap((result) =>
      result.messages
        .filter((m) => m.ruleId === RULE)
        .map((m) => `${result.filePath.replace(/^.*?workbench\//, 'workbench/')}:${m.line}:${m.column} ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(10);
    expect(literals).toEqual([]);
  }, 60_000);
});
