// A record's fields as the inputs of a form: the widget type chosen by the field's type and format,
// its label, its options and its validation rule (props.validation, as the player checks it).
import type { ValidationRule } from '../simulator/validation';
import { mergedSchema, type ApiSchema } from './openApiResources';

export interface ApiField {
  /** the property's name in the schema */
  name: string;
  label: string;
  /** our widget type for the form */
  input: string;
  /** the field is the server's to fill (readOnly): shown, never asked */
  readOnly: boolean;
  options?: string[];
  validation?: ValidationRule;
  /** a value for the list's sample rows */
  sample: string;
}

/** Up to this many choices: a RadioGroup, more: a DropDown (SPEC §5: radio for fewer than 5). */
const RADIO_MAX = 4;
/** A text this long may be: a TextArea. */
const LONG_TEXT = 200;
/** A bounded integer with at most this many values: a Spinner of them. */
const SPINNER_MAX = 100;

const URI = '^[a-zA-Z][a-zA-Z0-9+.-]*://\\S+$';

function typeOf(schema: ApiSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** "checkInDate" → "Check in date"; a title wins. */
function labelOf(name: string, schema: ApiSchema): string {
  if (schema.title) return schema.title;
  const spaced = name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function textRule(schema: ApiSchema, required: boolean): ValidationRule {
  const rule: ValidationRule = {};
  if (required) rule.required = true;
  if (schema.minLength !== undefined) rule.min = schema.minLength;
  if (schema.maxLength !== undefined) rule.max = schema.maxLength;
  if (schema.pattern) rule.pattern = schema.pattern;
  return rule;
}

function sampleOf(name: string, schema: ApiSchema, input: string, options: string[] | undefined): string {
  const given = schema.example ?? schema.default;
  if (typeof given === 'string' || typeof given === 'number') return String(given);
  if (options?.length) return options[0];
  if (schema.format === 'email') return 'ada@example.org';
  if (input === 'DateDropDown') return '2026-05-04';
  if (input === 'Switch') return 'true';
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') return String(schema.minimum ?? 1);
  return labelOf(name, {});
}

/** The widget, options and rule of one field. */
function inputOf(schema: ApiSchema, required: boolean): Pick<ApiField, 'input' | 'options' | 'validation'> {
  const type = typeOf(schema);
  const strings = (values: unknown[] | undefined) =>
    (values ?? []).filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
  if (schema.enum?.length) {
    const options = strings(schema.enum);
    return {
      input: options.length <= RADIO_MAX ? 'RadioGroup' : 'DropDown',
      options,
      validation: required ? { required: true } : undefined,
    };
  }
  if (type === 'array') {
    const items = mergedSchema(schema.items);
    if (items.enum?.length) return { input: 'CheckBoxGroup', options: strings(items.enum) };
    return { input: 'TextArea', validation: required ? { required: true } : undefined };
  }
  if (type === 'boolean') return { input: 'Switch' };
  if (type === 'integer' || type === 'number') {
    const { minimum: min, maximum: max } = schema;
    if (type === 'integer' && min !== undefined && max !== undefined && max >= min && max - min < SPINNER_MAX) {
      const options = Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
      return { input: 'Spinner', options };
    }
    const rule: ValidationRule = { type: type === 'integer' ? 'int' : 'number' };
    if (required) rule.required = true;
    if (min !== undefined) rule.min = min;
    if (max !== undefined) rule.max = max;
    return { input: 'TextBox', validation: rule };
  }
  const rule = textRule(schema, required);
  switch (schema.format) {
    case 'date':
    case 'date-time':
      return { input: 'DateDropDown', validation: required ? { required: true } : undefined };
    case 'password':
      return { input: 'Password', validation: rule };
    case 'email':
      return { input: 'TextBox', validation: { ...rule, type: 'email' } };
    case 'uri':
    case 'url':
      return { input: 'TextBox', validation: { ...rule, pattern: rule.pattern ?? URI } };
  }
  const long = (schema.maxLength ?? 0) >= LONG_TEXT || schema.format === 'textarea';
  return { input: long ? 'TextArea' : 'TextBox', validation: rule };
}

function withoutEmptyRule(field: ApiField): ApiField {
  const { validation, ...rest } = field;
  return validation && Object.keys(validation).length > 0 ? field : rest;
}

/** The fields of a record schema we can show (plain values, enums, arrays of enums), in its order. */
export function apiFields(schema: ApiSchema): ApiField[] {
  const required = new Set(schema.required ?? []);
  const fields: ApiField[] = [];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const field = mergedSchema(raw);
    if (typeOf(field) === 'object' || (field.properties && !field.enum)) continue;
    const chosen = inputOf(field, required.has(name));
    fields.push(
      withoutEmptyRule({
        name,
        label: labelOf(name, field),
        readOnly: field.readOnly === true,
        ...chosen,
        sample: sampleOf(name, field, chosen.input, chosen.options),
      }),
    );
  }
  return fields;
}

/** The fields a list's columns show: an id and name-like fields first, at most `count`. */
export function mainFields(fields: ApiField[], count: number): ApiField[] {
  const rank = (field: ApiField) => {
    const name = field.name.toLowerCase();
    if (name === 'id') return 0;
    if (/name|title/.test(name)) return 1;
    if (['TextBox', 'RadioGroup', 'DropDown', 'DateDropDown', 'Spinner'].includes(field.input)) return 2;
    return 3;
  };
  const shown = fields.filter((f) => rank(f) < 3);
  return [...shown].sort((a, b) => rank(a) - rank(b) || shown.indexOf(a) - shown.indexOf(b)).slice(0, count);
}
