// The condition on a way out of a LogicOr: "<widget>'s value <operator> <value>", or none (the way
// taken when no ruled way fits). The simulator reads it as `line.rule`.
import { useTranslation } from 'react-i18next';
import { widgetSpec, type App } from '@protolab/shared';

const OPERATORS = ['==', '!=', 'contains', '>', '<', '>=', '<=', 'isValid', 'isNotValid'] as const;

interface Rule {
  widget: string;
  operator?: string;
  value?: unknown;
}

const ruleOf = (value: unknown): Rule | undefined =>
  value && typeof value === 'object' && typeof (value as Rule).widget === 'string' ? (value as Rule) : undefined;

export function LineRuleFields({
  doc,
  rule: stored,
  onChange,
}: {
  doc: App;
  rule: unknown;
  onChange(rule: Rule | undefined): void;
}) {
  const { t } = useTranslation('editor');
  const rule = ruleOf(stored);
  // widgets whose value a rule can read: inputs, choices, sliders…
  const inputs = Object.values(doc.widgets).filter((w) => widgetSpec(w.type)?.value);
  const operator = rule?.operator ?? '==';
  const needsValue = operator !== 'isValid' && operator !== 'isNotValid';
  return (
    <fieldset className="editor-rule">
      <legend>{t('logic.rule')}</legend>
      <select
        aria-label={t('logic.rule')}
        value={rule?.widget ?? ''}
        onChange={(e) =>
          onChange(e.target.value ? { operator, value: '', ...rule, widget: e.target.value } : undefined)
        }
      >
        <option value="">{t('logic.always')}</option>
        {inputs.map((widget) => (
          <option key={widget.id} value={widget.id}>
            {widget.name ?? widget.type}
          </option>
        ))}
      </select>
      {rule && (
        <div className="editor-field-row">
          <select
            aria-label={t('logic.operator')}
            value={operator}
            onChange={(e) => onChange({ ...rule, operator: e.target.value })}
          >
            {OPERATORS.map((op) => (
              <option key={op} value={op}>
                {t(`op.${op}`)}
              </option>
            ))}
          </select>
          {needsValue && (
            <input
              aria-label={t('logic.value')}
              value={rule.value === undefined ? '' : String(rule.value)}
              onChange={(e) => onChange({ ...rule, value: e.target.value })}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
