// An input's error messages: widgets testers see only while the input is invalid. Add a new red
// label below the input with a text, or pick another widget of its screen; each linked one is
// listed with a button that unlinks it (the widget stays).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addErrorLabel,
  errorLabelsOf,
  linkErrorLabel,
  screenOf,
  unlinkErrorLabel,
  type App,
  type Editor,
  type Widget,
} from '@protolab/shared';

export function ErrorMessageFields({ editor, doc, input }: { editor: Editor; doc: App; input: Widget }) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [text, setText] = useState('');
  const linked = errorLabelsOf(input.props).filter((labelId) => doc.widgets[labelId]);
  const screen = doc.screens[screenOf(doc, input.id) ?? ''];
  const candidates = (screen?.children ?? []).filter((w) => w !== input.id && !linked.includes(w) && doc.widgets[w]);
  // a label is known by its text, other widgets by their name
  const nameOf = (widgetId: string) => {
    const { props, name, type } = doc.widgets[widgetId];
    return typeof props?.label === 'string' && props.label !== '' ? props.label : (name ?? type);
  };
  const add = () => {
    if (editor.run(addErrorLabel(doc, input.id, text)).ok) setText('');
  };
  return (
    <div className="editor-error-messages" role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="editor-subtitle">
        {t('errorMessage.title')}
      </h4>
      <ul className="editor-error-list">
        {linked.map((labelId) => (
          <li key={labelId}>
            <span>{nameOf(labelId)}</span>
            <button
              type="button"
              className="button ghost small danger-text"
              aria-label={t('errorMessage.remove', { name: nameOf(labelId) })}
              onClick={() => editor.run(unlinkErrorLabel(doc, input.id, labelId))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="field editor-field">
        <label htmlFor={`${id}-text`}>{t('errorMessage.text')}</label>
        <input
          id={`${id}-text`}
          value={text}
          placeholder={t('errorMessage.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && add()}
        />
      </div>
      <button type="button" className="button ghost small" disabled={text.trim() === ''} onClick={add}>
        {t('errorMessage.add')}
      </button>
      {candidates.length > 0 && (
        <div className="field editor-field">
          <select
            aria-label={t('errorMessage.pick')}
            value=""
            onChange={(e) => e.target.value && editor.run(linkErrorLabel(doc, input.id, e.target.value))}
          >
            <option value="">{t('errorMessage.pick')}</option>
            {candidates.map((widgetId) => (
              <option key={widgetId} value={widgetId}>
                {nameOf(widgetId)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
