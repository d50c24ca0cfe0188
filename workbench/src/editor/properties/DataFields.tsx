// The "Data" section of one widget: the variable it is bound to (widgets bound to one variable
// share its value in the player), picked from the app's variables or typed new, and how many other
// widgets share it. The name is saved when the field is left or Enter is pressed; an empty name
// unbinds; a refused name stays in the field with what is wrong.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bindVariable,
  boundVariable,
  MAX_VARIABLE_NAME,
  unbindVariable,
  widgetsByVariable,
  type App,
  type Editor,
  type Widget,
} from '@protolab/shared';

export function DataFields({ editor, doc, widget }: { editor: Editor; doc: App; widget: Widget }) {
  const { t } = useTranslation('editor');
  const id = useId();
  const bound = boundVariable(widget.props) ?? '';
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState(false);
  const variables = widgetsByVariable(doc);
  const others = (variables.get(bound)?.length ?? 1) - 1;

  const save = () => {
    if (draft === undefined) return;
    const name = draft.trim();
    const result =
      name === '' ? editor.run(unbindVariable(doc, [widget.id])) : editor.run(bindVariable(doc, [widget.id], name));
    setError(!result.ok);
    if (result.ok) setDraft(undefined);
  };
  return (
    <section className="editor-data" aria-label={t('data.title')}>
      <h3 className="editor-panel-title">{t('data.title')}</h3>
      <div className="field editor-field">
        <label htmlFor={id}>{t('data.variable')}</label>
        <input
          id={id}
          list={`${id}-variables`}
          value={draft ?? bound}
          maxLength={MAX_VARIABLE_NAME}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => e.key === 'Enter' && save()}
        />
        <datalist id={`${id}-variables`}>
          {[...variables.keys()].map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {error && (
          <small id={`${id}-error`} className="field-error" role="alert">
            {t('data.badName')}
          </small>
        )}
      </div>
      <p className="muted editor-hint">
        {!bound ? t('data.hint') : others > 0 ? t('data.shared', { count: others }) : t('data.alone')}
      </p>
    </section>
  );
}
