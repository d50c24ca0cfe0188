// Data binding and validation, in Quant-UX's shapes: a widget bound to a variable
// (`props.databinding.default`), an input's rule (`props.validation`) and error messages
// (`props.refs.errorLabels`), a line followed only when its screen's inputs are valid
// (`line.validation = {all: true}`). The simulator reads them (simulator/dataBinding.ts,
// errorMessages.ts, validation.ts). Invalid input is refused with the field named, before any edit.
import type { App } from '../../model/app';
import { newWidget } from '../../model/widget';
import { errorLabelsOf, withErrorLabels } from '../../simulator/errorMessages';
import { valueKind } from '../../simulator/formState';
import type { ValidationRule } from '../../simulator/validation';
import type { FieldIssue } from '../../validation';
import { widgetDefaults } from '../../widgets/palette';
import { copyJson, withoutUndefined, type RecordValue } from '../edit';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';
import { screenOf, topZ } from './placement';

export const MAX_VARIABLE_NAME = 100;
/** The kinds of value a rule may ask for; "text" is no type at all. */
export const VALIDATION_TYPES = ['text', 'email', 'number', 'int', 'phone'] as const;
/** The colour of a new error label's text. */
const ERROR_RED = '#d32f2f';
/** Room between an input and the error label added below it (px). */
const LABEL_GAP = 4;

const VARIABLE_NAME = /^[\p{L}\p{N}_$][\p{L}\p{N}_$.-]*$/u;

const refuse = (type: string, refused: FieldIssue): CommandDraft => ({ type, edits: [], refused });

function variableNameProblem(name: string): FieldIssue | undefined {
  if (name === '') return { field: 'name', message: 'is empty' };
  if (name.length > MAX_VARIABLE_NAME) return { field: 'name', message: `is longer than ${MAX_VARIABLE_NAME}` };
  if (!VARIABLE_NAME.test(name)) return { field: 'name', message: 'may hold letters, digits, _ $ . and -' };
  return undefined;
}

/** Sets each widget's props through `change`, one update per widget that exists. */
function changeProps(
  doc: App,
  type: string,
  ids: readonly string[],
  change: (props: Record<string, unknown>) => Record<string, unknown>,
): CommandDraft {
  const build = new EditBuilder(doc);
  for (const id of ids) {
    const widget = doc.widgets[id];
    if (widget) build.update('widgets', id, { props: withoutUndefined(change({ ...widget.props })) });
  }
  return { type, edits: build.build() };
}

/** The props with `databinding.default` set (a name) or taken away (undefined), other keys kept. */
function withBinding(props: Record<string, unknown>, name: string | undefined): Record<string, unknown> {
  const old = props.databinding;
  const { default: _old, ...rest } = typeof old === 'object' && old !== null ? (old as Record<string, unknown>) : {};
  const databinding = name === undefined ? rest : { ...rest, default: name };
  return { ...props, databinding: Object.keys(databinding).length > 0 ? databinding : undefined };
}

/** Binds widgets to a variable: they share its value in the player. */
export function bindVariable(doc: App, ids: readonly string[], name: string): CommandDraft {
  const type = 'bindVariable';
  const problem = variableNameProblem(name.trim());
  if (problem) return refuse(type, problem);
  return changeProps(doc, type, ids, (props) => withBinding(props, name.trim()));
}

export function unbindVariable(doc: App, ids: readonly string[]): CommandDraft {
  return changeProps(doc, 'unbindVariable', ids, (props) => withBinding(props, undefined));
}

function ruleProblem(rule: ValidationRule): FieldIssue | undefined {
  if (rule.type !== undefined && !(VALIDATION_TYPES as readonly string[]).includes(rule.type))
    return { field: 'type', message: `is none of ${VALIDATION_TYPES.join(', ')}` };
  const bounds = (['min', 'max'] as const).map((field) => {
    const value = rule[field];
    return value === undefined || value === '' ? undefined : Number(value);
  });
  const broken = (['min', 'max'] as const).find((_, i) => bounds[i] !== undefined && !Number.isFinite(bounds[i]));
  if (broken) return { field: broken, message: 'is no number' };
  const [min, max] = bounds;
  if (min !== undefined && max !== undefined && min > max) return { field: 'max', message: 'is below min' };
  if (rule.pattern) {
    try {
      new RegExp(rule.pattern);
    } catch {
      return { field: 'pattern', message: 'is no regular expression' };
    }
  }
  return undefined;
}

/**
 * Gives an input its validation rule (`required`, `type`, `min`, `max`, `pattern`); empty parts are
 * left out, and the type "text" is no type. Refused for a widget that holds no value.
 */
export function setValidation(doc: App, id: string, rule: ValidationRule): CommandDraft {
  const type = 'setValidation';
  const widget = doc.widgets[id];
  if (!widget || !valueKind(widget.type)) return refuse(type, { field: 'id', message: `${id} is no input` });
  const problem = ruleProblem(rule);
  if (problem) return refuse(type, problem);
  const bound = (value: number | string | undefined) =>
    value === undefined || value === '' ? undefined : Number(value);
  const validation = withoutUndefined({
    required: rule.required === true || undefined,
    type: rule.type === 'text' ? undefined : rule.type,
    min: bound(rule.min),
    max: bound(rule.max),
    pattern: rule.pattern || undefined,
  });
  return changeProps(doc, type, [id], (props) => ({
    ...props,
    validation: Object.keys(validation).length > 0 ? validation : undefined,
  }));
}

export function clearValidation(doc: App, id: string): CommandDraft {
  return changeProps(doc, 'clearValidation', [id], (props) => ({ ...props, validation: undefined }));
}

/** A new Label below the input, in red with `text`, shown to testers only while the input is invalid. */
export function addErrorLabel(doc: App, inputId: string, text: string): CommandDraft {
  const type = 'addErrorLabel';
  const input = doc.widgets[inputId];
  const screenId = screenOf(doc, inputId);
  if (!input || !screenId) return refuse(type, { field: 'input', message: `${inputId} is on no screen` });
  if (text.trim() === '') return refuse(type, { field: 'text', message: 'is empty' });
  const defaults = widgetDefaults('Label');
  const label = newWidget({
    type: 'Label',
    name: 'Error',
    x: input.x,
    y: input.y + input.h + LABEL_GAP,
    w: input.w,
    h: defaults?.h ?? 30,
    z: topZ(doc, screenId),
    props: { ...copyJson(defaults?.props ?? {}), label: text.trim() },
    style: { ...copyJson(defaults?.style ?? {}), color: ERROR_RED },
  });
  const build = new EditBuilder(doc).add('widgets', label as RecordValue);
  build.update('screens', screenId, { children: [...doc.screens[screenId].children, label.id] });
  build.update('widgets', inputId, {
    props: withoutUndefined(withErrorLabels({ ...input.props }, [...errorLabelsOf(input.props), label.id])),
  });
  return { type, edits: build.build(), select: [inputId] };
}

/** Makes an existing widget of the input's screen one of its error messages. */
export function linkErrorLabel(doc: App, inputId: string, labelId: string): CommandDraft {
  const type = 'linkErrorLabel';
  const input = doc.widgets[inputId];
  if (!input) return refuse(type, { field: 'input', message: `there is no widget ${inputId}` });
  const screenId = screenOf(doc, inputId);
  if (labelId === inputId || !doc.widgets[labelId] || screenId === undefined || screenOf(doc, labelId) !== screenId)
    return refuse(type, { field: 'label', message: `${labelId} is no other widget of the input's screen` });
  const labels = errorLabelsOf(input.props);
  if (labels.includes(labelId)) return refuse(type, { field: 'label', message: `${labelId} is linked already` });
  return changeProps(doc, type, [inputId], (props) => withErrorLabels(props, [...labels, labelId]));
}

/** The widget is no longer an error message of the input (it stays on the screen). */
export function unlinkErrorLabel(doc: App, inputId: string, labelId: string): CommandDraft {
  return changeProps(doc, 'unlinkErrorLabel', [inputId], (props) =>
    withErrorLabels(
      props,
      errorLabelsOf(props).filter((id) => id !== labelId),
    ),
  );
}

/** A line followed only when the inputs of its screen are valid (`validation: {all: true}`), or always. */
export function setLineValidation(doc: App, lineId: string, on: boolean): CommandDraft {
  const build = new EditBuilder(doc);
  if (doc.lines[lineId]) build.update('lines', lineId, { validation: on ? { all: true } : undefined });
  return { type: on ? 'validateLine' : 'unvalidateLine', edits: build.build() };
}
