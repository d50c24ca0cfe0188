// The prompt templates, one per output kind, in one place: each asks for a single self-contained page
// without scripts, at the prototype's screen size, so that the converter can lay it out as a screen.
import type { AiMessage, AiOutputKind } from './aiTypes';

export interface ScreenSize {
  w: number;
  h: number;
}

const HTML_RULES = (size: ScreenSize) => `You design one screen of an app prototype as a single HTML page.
Rules:
- Answer with exactly one complete HTML document in one \`\`\`html fenced block, and nothing else.
- The page is ${size.w} px wide and about ${size.h} px high: set body { margin: 0; width: ${size.w}px; min-height: ${size.h}px }.
- Self-contained: all CSS in one <style> element in the head; no <script>, no event attributes, no external stylesheets, fonts or scripts.
- Use plain elements a designer would place as widgets: headings and paragraphs for text, <input> (text, email, password, checkbox, radio, range), <select>, <textarea>, <button>, <img> with a descriptive alt, <table>, and <div> boxes for cards and bars.
- Give every control a visible <label> or placeholder, and elements clear colours, fonts, borders, radii, shadows and paddings.
- Images: use https://placehold.co/<width>x<height> addresses.`;

const YAML_RULES = (size: ScreenSize) => `You design one screen of an app prototype in Protolab's YAML screen format.
Rules:
- Answer with exactly one YAML document in one \`\`\`yaml fenced block, and nothing else.
- The screen is ${size.w} px wide and ${size.h} px high.
- Top level: "screens:", a list of one screen with "name", optional "style: { background }" and "widgets".
- Each widget has "type" (one of Label, Button, TextBox, Password, TextArea, DropDown, CheckBox, RadioGroup, Switch, HSlider, Image, Icon, Table, Box), "name", "x", "y", optional "w" and "h", optional "props" (label, options, selected, checked, placeholder, value…) and optional "style" (background, color, fontSize, fontWeight, fontFamily, textAlign, borderTopWidth, borderTopColor…, borderTopLeftRadius…, paddingTop…).
- Instead of a widget, "row:" or "column:" lays out its own "widgets" left to right or top to bottom, with optional x, y, w, h, gap and padding.
- Positions are in px from the screen's top left corner; widgets do not overlap unless one is a Box behind others.`;

const TEMPLATES: Record<AiOutputKind, (size: ScreenSize) => string> = { html: HTML_RULES, yaml: YAML_RULES };

/** The system prompt for an output kind at the prototype's screen size. */
export function aiSystemPrompt(kind: AiOutputKind, size: ScreenSize): string {
  return TEMPLATES[kind]({ w: Math.round(size.w), h: Math.round(size.h) });
}

/** One turn of a generation: the designer's prompt and, once it came, the page it got. */
export interface AiTurn {
  prompt: string;
  answer?: string;
}

const REFINE = (prompt: string) =>
  `Change the page you wrote as follows, and answer with the whole new page in the same form: ${prompt}`;

/**
 * The conversation for the provider: the first prompt describes the page; each later one refines the
 * last answer, which is sent back as the assistant's turn. Turns without an answer (cancelled or failed)
 * are skipped, except the last, which is the request being made.
 */
export function aiMessages(turns: readonly AiTurn[]): AiMessage[] {
  const messages: AiMessage[] = [];
  turns.forEach((turn, i) => {
    const last = i === turns.length - 1;
    if (!last && turn.answer === undefined) return;
    const hasAnswerBefore = messages.length > 0;
    messages.push({ role: 'user', content: hasAnswerBefore ? REFINE(turn.prompt) : turn.prompt });
    if (!last && turn.answer !== undefined) messages.push({ role: 'assistant', content: turn.answer });
  });
  return messages;
}

/** SPEC §5: a prompt must not be too short to say what page is wanted. */
export const AI_MIN_PROMPT_LENGTH = 10;
