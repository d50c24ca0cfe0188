// A small highlighter for the code preview of the share dialog (issue 37): HTML, TSX and CSS cut
// into tokens, each a kind the preview colours. Text that matches no rule is plain.

export type TokenKind = 'comment' | 'string' | 'tag' | 'attr' | 'keyword' | 'property' | 'selector' | 'plain';

export interface Token {
  kind: TokenKind;
  text: string;
}

export type CodeLanguage = 'html' | 'tsx' | 'css';

const KEYWORDS =
  'import|from|export|function|const|let|return|type|interface|if|else|for|of|new|true|false|null|undefined|default';

/** Rules tried in order at each place: [kind, pattern]. Patterns are sticky (`y`). */
const RULES: Record<CodeLanguage, Array<[TokenKind, RegExp]>> = {
  html: [
    ['comment', /<!--[\s\S]*?-->/y],
    ['tag', /<\/?[A-Za-z][\w-]*|\/?>/y],
    ['attr', /[A-Za-z_:][\w:.-]*(?==)/y],
    ['string', /"[^"]*"|'[^']*'/y],
  ],
  tsx: [
    ['comment', /\/\/[^\n]*|\/\*[\s\S]*?\*\//y],
    ['string', /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/y],
    ['tag', /<\/?[A-Za-z][\w.]*|\/?>(?=[\s\S])/y],
    ['keyword', new RegExp(`\\b(?:${KEYWORDS})\\b`, 'y')],
    ['attr', /[A-Za-z_][\w-]*(?==[{"])/y],
  ],
  css: [
    ['comment', /\/\*[\s\S]*?\*\//y],
    ['property', /-{0,2}[A-Za-z][\w-]*(?=\s*:[^{}]*;)/y],
    ['string', /"[^"]*"|'[^']*'/y],
    ['selector', /[^{};\s][^{};]*?(?=\s*\{)/y],
  ],
};

/** The code cut into tokens; joined, their texts are the code again. */
export function highlightCode(code: string, language: CodeLanguage): Token[] {
  const rules = RULES[language];
  const tokens: Token[] = [];
  let plain = '';
  let at = 0;
  outer: while (at < code.length) {
    for (const [kind, pattern] of rules) {
      pattern.lastIndex = at;
      const match = pattern.exec(code);
      if (!match || match[0] === '') continue;
      if (plain) tokens.push({ kind: 'plain', text: plain });
      plain = '';
      tokens.push({ kind, text: match[0] });
      at += match[0].length;
      continue outer;
    }
    // a word is plain as a whole: a keyword or an attribute never starts inside one
    const word = /[\w$-]+|[^\w$-]/y;
    word.lastIndex = at;
    const next = word.exec(code)![0];
    plain += next;
    at += next.length;
  }
  if (plain) tokens.push({ kind: 'plain', text: plain });
  return tokens;
}

/** The language of a file by its name. */
export function languageOf(path: string): CodeLanguage {
  if (path.endsWith('.css')) return 'css';
  if (path.endsWith('.html')) return 'html';
  return 'tsx';
}
