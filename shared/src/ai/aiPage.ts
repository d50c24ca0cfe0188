// Pulling the page out of an answer: the fenced block of its kind, or unfenced markup; while the answer
// still streams, as much of it as has come (for the preview).
import { AiFailure } from './aiAnswers';
import type { AiOutputKind } from './aiTypes';

const FENCE = /```([\w-]*)[^\n]*\n([\s\S]*?)(?:```|$)/g;

const LANGUAGES: Record<AiOutputKind, string[]> = { html: ['html', 'htm', 'xml', ''], yaml: ['yaml', 'yml', ''] };

/** The fenced blocks of an answer (the last one may still be open), with their language. */
function fencedBlocks(answer: string): Array<{ language: string; body: string }> {
  return [...answer.matchAll(FENCE)].map((m) => ({ language: (m[1] ?? '').toLowerCase(), body: m[2] ?? '' }));
}

const HTML_TAG = /<(!doctype|html|head|body|main|div|form|h[1-6]|p|input|button|section|table|header|span)\b/i;
const YAML_KEY = /^\s*(screens|widgets)\s*:/m;

function looksLike(kind: AiOutputKind, text: string): boolean {
  return kind === 'html' ? HTML_TAG.test(text) : YAML_KEY.test(text);
}

/** Unfenced HTML: from the doctype, `<html>` or first tag up to `</html>` (or the end). */
function bareHtml(answer: string): string | undefined {
  const start = answer.search(/<!doctype|<html\b/i);
  const from = start >= 0 ? start : answer.search(HTML_TAG);
  if (from < 0) return undefined;
  const end = answer.search(/<\/html\s*>/i);
  return end >= from ? answer.slice(from, end + answer.slice(end).indexOf('>') + 1) : answer.slice(from);
}

/** The page of an answer, or undefined when it holds none of its kind. */
export function aiPageOf(kind: AiOutputKind, answer: string): string | undefined {
  const block = fencedBlocks(answer).find(
    ({ language, body }) => LANGUAGES[kind].includes(language) && looksLike(kind, body),
  );
  if (block) return block.body.trim();
  if (kind === 'html') return bareHtml(answer)?.trim();
  return looksLike('yaml', answer) ? answer.trim() : undefined;
}

/** The page of a finished answer; an answer without one is the SPEC's no-html / no-yaml failure. */
export function requireAiPage(kind: AiOutputKind, answer: string): string {
  const page = aiPageOf(kind, answer);
  if (page === undefined) {
    throw new AiFailure(kind === 'html' ? 'design-gpt.error-no-html' : 'design-gpt.error-no-yaml');
  }
  return page;
}
