// The kinds of design token (a token's `type`, as Quant-UX stores it), the css props each gives and
// what a valid one holds. A colour or a shadow is one value (simple); a border, a font or a padding
// holds several css props at once (complex), each linked on its own.
import type { FieldIssue } from '../validation';
import type { DesignToken } from './designToken';

export const DESIGN_TOKEN_KINDS = ['color', 'stroke', 'text', 'padding', 'boxShadow'] as const;
export type DesignTokenKind = (typeof DESIGN_TOKEN_KINDS)[number];

type ComplexKind = Extract<DesignTokenKind, 'stroke' | 'text' | 'padding'>;

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

/** The css props a complex token may hold. */
export const COMPLEX_TOKEN_PROPS: Readonly<Record<ComplexKind, readonly string[]>> = {
  stroke: [...SIDES.map((side) => `border${side}Width`), ...SIDES.map((side) => `border${side}Color`)],
  text: [
    'color',
    'fontSize',
    'fontWeight',
    'fontFamily',
    'textAlign',
    'letterSpacing',
    'lineHeight',
    'fontStyle',
    'verticalAlign',
    'textDecoration',
    'textShadow',
  ],
  padding: SIDES.map((side) => `padding${side}`),
};

export const MAX_TOKEN_NAME = 100;

export const isTokenKind = (type: unknown): type is DesignTokenKind =>
  DESIGN_TOKEN_KINDS.includes(type as DesignTokenKind);

export const isComplexKind = (kind: DesignTokenKind): kind is ComplexKind => kind in COMPLEX_TOKEN_PROPS;

/** Whether a token of `kind` can give the css prop `prop` (a colour any colour prop, a shadow a shadow). */
export function tokenFitsProp(kind: DesignTokenKind, prop: string): boolean {
  if (kind === 'color') return prop === 'color' || prop === 'background' || prop.endsWith('Color');
  if (kind === 'boxShadow') return prop === 'boxShadow';
  return COMPLEX_TOKEN_PROPS[kind].includes(prop);
}

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\)|[a-z]+)$/i;
const isColor = (value: unknown) => typeof value === 'string' && COLOR.test(value.trim());
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** A shadow `{h, v, b, s?, c}`: the first part that is wrong, or undefined. */
function shadowProblem(value: unknown, field: string): FieldIssue | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { field, message: 'must be a shadow {h, v, b, s, c}' };
  }
  const shadow = value as Record<string, unknown>;
  for (const part of ['h', 'v', 'b', 's']) {
    if ((part !== 's' || shadow[part] !== undefined) && !isNumber(shadow[part])) {
      return { field: `${field}.${part}`, message: 'must be a number' };
    }
  }
  return isColor(shadow.c) ? undefined : { field: `${field}.c`, message: 'must be a colour' };
}

/** What is wrong with a token's value for its kind (the field names the part), or undefined. */
export function tokenValueProblem(kind: DesignTokenKind, value: unknown): FieldIssue | undefined {
  if (kind === 'color') return isColor(value) ? undefined : { field: 'value', message: 'must be a colour' };
  if (kind === 'boxShadow') return shadowProblem(value, 'value');
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length === 0) {
    return { field: 'value', message: 'must hold at least one css value' };
  }
  for (const [prop, part] of Object.entries(value)) {
    const field = `value.${prop}`;
    if (!COMPLEX_TOKEN_PROPS[kind].includes(prop)) return { field, message: `is no ${kind} property` };
    if (prop === 'textShadow') {
      const problem = shadowProblem(part, field);
      if (problem) return problem;
    } else if (prop === 'color' || prop.endsWith('Color')) {
      if (!isColor(part)) return { field, message: 'must be a colour' };
    } else if (!isNumber(part) && (typeof part !== 'string' || part.trim() === '')) {
      return { field, message: 'must be a number or a text' };
    }
  }
  return undefined;
}

/** What is wrong with a token's name among the others (empty, too long, taken), or undefined. */
export function tokenNameProblem(name: unknown, others: readonly DesignToken[]): FieldIssue | undefined {
  if (typeof name !== 'string' || name.trim() === '') return { field: 'name', message: 'must not be empty' };
  if (name.length > MAX_TOKEN_NAME) return { field: 'name', message: `must be at most ${MAX_TOKEN_NAME} characters` };
  if (others.some((token) => token.name === name)) return { field: 'name', message: 'is taken by another token' };
  return undefined;
}
