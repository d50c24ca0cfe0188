import type { WidgetValue } from '../widgets/values';

/**
 * A widget's input rule, `props.validation`: `required`, a `type` (email, number, int, phone),
 * `min`/`max` (a number's value, a text's length) and a `pattern` (a regular expression).
 */
export interface ValidationRule {
  required?: boolean;
  type?: string;
  min?: number | string;
  max?: number | string;
  pattern?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()./-]{5,}$/;

export function validationRuleOf(props: Record<string, unknown> | null | undefined): ValidationRule | undefined {
  const rule = props?.validation;
  return typeof rule === 'object' && rule !== null && !Array.isArray(rule) ? (rule as ValidationRule) : undefined;
}

function isEmpty(value: WidgetValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  );
}

function bound(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function patternMatches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return true; // a broken pattern in the document must not block the tester
  }
}

/** Whether a value passes its widget's rule. No rule: always valid. An empty optional value is valid. */
export function isValidValue(rule: ValidationRule | undefined, value: WidgetValue | undefined): boolean {
  if (!rule) return true;
  if (isEmpty(value)) return rule.required !== true;
  const min = bound(rule.min);
  const max = bound(rule.max);
  if (typeof value === 'number') return (min === undefined || value >= min) && (max === undefined || value <= max);
  if (typeof value !== 'string') return true;
  const text = value.trim();
  switch (rule.type) {
    case 'email':
      if (!EMAIL.test(text)) return false;
      break;
    case 'phone':
      if (!PHONE.test(text)) return false;
      break;
    case 'number':
    case 'int': {
      const n = Number(text.replace(',', '.'));
      if (text === '' || !Number.isFinite(n) || (rule.type === 'int' && !Number.isInteger(n))) return false;
      return (min === undefined || n >= min) && (max === undefined || n <= max);
    }
  }
  if (rule.pattern && !patternMatches(rule.pattern, text)) return false;
  return (min === undefined || text.length >= min) && (max === undefined || text.length <= max);
}
