import { describe, expect, it } from 'vitest';
import { highlightCode, languageOf } from './highlightCode';

const kinds = (code: string, language: Parameters<typeof highlightCode>[1]) =>
  highlightCode(code, language)
    .filter((t) => t.kind !== 'plain')
    .map((t) => `${t.kind}:${t.text}`);

describe('the code preview highlighter', () => {
  it('marks tags, attributes and strings of HTML, and keeps the text whole', () => {
    const code = '<button class="pl-widget" data-go="cart">Add to cart</button>';
    expect(kinds(code, 'html')).toEqual([
      'tag:<button',
      'attr:class',
      'string:"pl-widget"',
      'attr:data-go',
      'string:"cart"',
      'tag:>',
      'tag:</button',
      'tag:>',
    ]);
    expect(
      highlightCode(code, 'html')
        .map((t) => t.text)
        .join(''),
    ).toBe(code);
  });

  it('marks keywords, strings, comments and JSX tags of TSX, not keywords inside words', () => {
    const code = `import { go } from '../router';\n// the cart\nexport function Cart() {\n  const imported = 1;\n  return <a href="#/x">Go</a>;\n}`;
    const found = kinds(code, 'tsx');
    expect(found).toEqual(
      expect.arrayContaining([
        'keyword:import',
        "string:'../router'",
        'comment:// the cart',
        'keyword:export',
        'keyword:function',
        'keyword:return',
        'tag:<a',
        'attr:href',
        'string:"#/x"',
      ]),
    );
    expect(found).not.toContain('keyword:imported');
  });

  it('marks selectors and properties of CSS', () => {
    expect(kinds('.w-title {\n  font-size: 28px;\n  color: #333;\n}', 'css')).toEqual([
      'selector:.w-title',
      'property:font-size',
      'property:color',
    ]);
    expect(languageOf('src/screens/Cart.css')).toBe('css');
    expect(languageOf('src/screens/Cart.tsx')).toBe('tsx');
  });
});
