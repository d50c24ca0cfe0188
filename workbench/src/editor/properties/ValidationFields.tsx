// The "Validation" section of one input: required, the kind of value (text, email, number, whole
// number, phone), min and max (a number's value, a text's length) and a pattern. Each change runs
// the rule as a whole; a refused one (min above max, a broken pattern) stays in its field, marked,
// and is not saved. Below it, the input's error messages (ErrorMessageFields).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clearValidation,
  setValidation,
  VALIDATION_TYPES,
  validationRuleOf,
  type App,
  type Editor,
  type ValidationRule,
  type Widget,
} from '@protolab/shared';
import { ErrorMessageFields } from './ErrorMessageFields';

const TEXT_FIELDS = ['min', 'max', 'pattern'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export function ValidationFields({ editor, doc, widget }: { editor: Editor; doc: App; widget: Widget }) {
  const { t } = useTranslation('editor');
  const id = useId();
  const rule = validationRuleOf(widget.props) ?? {};
  const [drafts, setDrafts] = useState<Partial<Record<TextField, string>>>({});
  const [problem, setProblem] = useState<string>();
  const shown = (field: TextField) => drafts[field] ?? String(rule[field] ?? '');

  const change = (changes: ValidationRule, merge?: string) => {
    const next = { ...rule, ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, shown(f)])), ...changes };
    const result = editor.run({ ...setValidation(doc, widget.id, next), merge });
    setProblem(result.ok ? undefined : result.field);
    if (result.ok && merge === undefined) editor.seal();
    return result.ok;
  };
  const text = (field: TextField) => (
    <div className="field editor-field" key={field}>
      <label htmlFor={`${id}-${field}`}>{t(`validation.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        type={field === 'pattern' ? 'text' : 'number'}
        spellCheck={false}
        value={shown(field)}
        aria-invalid={problem === field ? true : undefined}
        aria-describedby={problem === field ? `${id}-error` : undefined}
        onChange={(e) => {
          setDrafts({ ...drafts, [field]: e.target.value });
          change({ [field]: e.target.value }, `validation:${field}:${widget.id}`);
        }}
        onBlur={() => {
          editor.seal();
          if (problem !== field) setDrafts({ ...drafts, [field]: undefined });
        }}
      />
    </div>
  );
  return (
    <section className="editor-validation" aria-label={t('validation.title')}>
      <h3 className="editor-panel-title">{t('validation.title')}</h3>
      <label className="editor-check">
        <input
          type="checkbox"
          checked={rule.required === true}
          onChange={(e) => change({ required: e.target.checked })}
        />
        {t('validation.required')}
      </label>
      <div className="field editor-field">
        <label htmlFor={`${id}-type`}>{t('validation.type')}</label>
        <select id={`${id}-type`} value={rule.type ?? 'text'} onChange={(e) => change({ type: e.target.value })}>
          {VALIDATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`validation.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="editor-field-row">
        {text('min')}
        {text('max')}
      </div>
      {text('pattern')}
      {problem && (
        <small id={`${id}-error`} className="field-error" role="alert">
          {t(`validation.problem.${problem === 'pattern' ? 'pattern' : 'bounds'}`)}
        </small>
      )}
      {Object.keys(rule).length > 0 && (
        <button
          type="button"
          className="button ghost small"
          onClick={() => {
            setDrafts({});
            setProblem(undefined);
            editor.run(clearValidation(doc, widget.id));
          }}
        >
          {t('validation.clear')}
        </button>
      )}
      <ErrorMessageFields editor={editor} doc={doc} input={widget} />
    </section>
  );
}
