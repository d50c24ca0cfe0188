// A token's kind (when it is new), name and value, kept as a draft until "Create" or "Save" runs
// the command. A refused command names its field: the form says what to fix there.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DESIGN_TOKEN_KINDS,
  isTokenKind,
  MAX_TOKEN_NAME,
  type DesignTokenKind,
  type RunResult,
  type TokenInput,
} from '@protolab/shared';
import { TokenValueFields } from './TokenValueFields';
import { newTokenValue } from './tokenValues';

const PROBLEMS = ['type', 'name', 'value'] as const;

export function TokenForm({
  initial,
  isNew,
  onSubmit,
  onCancel,
}: {
  initial: TokenInput;
  isNew: boolean;
  /** runs the command; undefined when there is no editor to run it */
  onSubmit(input: TokenInput): RunResult | undefined;
  onCancel(): void;
}) {
  const { t } = useTranslation('tokens');
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<(typeof PROBLEMS)[number]>();
  const kind = isTokenKind(draft.type) ? draft.type : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = onSubmit(draft);
    if (result && !result.ok) {
      const field = result.field.split('.')[0];
      setProblem(PROBLEMS.find((p) => p === field) ?? 'value');
    }
  };
  return (
    <form className="token-form" onSubmit={submit} aria-label={isNew ? t('new') : t('editOf', { name: initial.name })}>
      {isNew && (
        <div className="field editor-field">
          <label>
            {t('kind')}
            <select
              value={draft.type}
              onChange={(e) => {
                const type = e.target.value as DesignTokenKind;
                setDraft({ ...draft, type, value: newTokenValue(type) });
              }}
            >
              {DESIGN_TOKEN_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <div className="field editor-field">
        <label>
          {t('name')}
          <input
            value={draft.name}
            maxLength={MAX_TOKEN_NAME}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            aria-invalid={problem === 'name'}
          />
        </label>
      </div>
      {kind && (
        <fieldset className="token-value" aria-invalid={problem === 'value'}>
          <legend>{t('value')}</legend>
          <TokenValueFields kind={kind} value={draft.value} onChange={(value) => setDraft({ ...draft, value })} />
        </fieldset>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {t(`invalid.${problem}`)}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button ghost small" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button primary small">
          {isNew ? t('create') : t('save')}
        </button>
      </div>
    </form>
  );
}
