// What the tokens dialog shows and starts from: a token's value as a style (drawn by the
// renderer's own css, so the preview looks like the canvas), a short text of it, and the value a
// new token of each kind starts with.
import { COMPLEX_TOKEN_PROPS, type DesignToken, type DesignTokenKind, type Style } from '@protolab/shared';

const each = (props: readonly string[], value: unknown) => Object.fromEntries(props.map((prop) => [prop, value]));

export function newTokenValue(kind: DesignTokenKind): unknown {
  switch (kind) {
    case 'color':
      return '#1a73e8';
    case 'stroke':
      return {
        ...each(COMPLEX_TOKEN_PROPS.stroke.slice(0, 4), 1),
        ...each(COMPLEX_TOKEN_PROPS.stroke.slice(4), '#333333'),
      };
    case 'text':
      return { fontFamily: 'Helvetica Neue, Helvetica, Arial, sans-serif', fontSize: 14 };
    case 'padding':
      return each(COMPLEX_TOKEN_PROPS.padding, 8);
    case 'boxShadow':
      return { h: 0, v: 2, b: 6, s: 0, c: 'rgba(0,0,0,0.25)' };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The css props a token gives, as a widget's style would hold them. */
export function tokenStyle(token: DesignToken): Style {
  if (token.isComplex) return isRecord(token.value) ? token.value : {};
  return { [token.type === 'boxShadow' ? 'boxShadow' : 'background']: token.value };
}

/** "#1a73e8", "1 #333333", "14 Helvetica Neue", "8 8 8 8", "0 2 6 0 rgba(…)". */
export function tokenSummary(token: DesignToken): string {
  const style = tokenStyle(token);
  const shadow = (value: unknown) =>
    isRecord(value)
      ? ['h', 'v', 'b', 's', 'c'].flatMap((k) => (value[k] === undefined ? [] : [String(value[k])])).join(' ')
      : '';
  switch (token.type) {
    case 'color':
      return String(token.value);
    case 'boxShadow':
      return shadow(token.value);
    case 'stroke':
      return [style.borderTopWidth, style.borderTopColor].filter((v) => v !== undefined).join(' ');
    case 'text':
      return [style.fontSize, String(style.fontFamily ?? '').split(',')[0], style.fontWeight]
        .filter((v) => v !== undefined && v !== '')
        .join(' ');
    case 'padding':
      return COMPLEX_TOKEN_PROPS.padding.map((prop) => style[prop] ?? 0).join(' ');
    default:
      return JSON.stringify(token.value);
  }
}
