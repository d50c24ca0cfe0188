// The template part of the properties. Widgets that are no instances: make a template of them.
// Instances of one template: rename it, switch variant, give the template this instance's changes
// (every instance follows), reset the instance to the template, make a variant, detach.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  detachInstances,
  makeTemplate,
  makeVariant,
  pushToTemplate,
  renameTemplate,
  resetToTemplate,
  switchVariant,
  templateFamily,
  templateInstances,
  WIDGET_STYLE_STATES,
  type App,
  type CommandDraft,
  type Editor,
  type Widget,
} from '@protolab/shared';
import { Field } from '../properties/Field';
import { FieldFrame } from '../properties/FieldFrame';
import './templates.css';

/** The widget has style or token links of its own, over its template's. */
const changesTemplate = (w: Widget) =>
  WIDGET_STYLE_STATES.some((state) => Object.keys(w[state] ?? {}).length > 0) ||
  Object.keys(w.designtokens ?? {}).length > 0;

/** A name and a button: makes a template or a variant of that name. */
function NameForm({
  label,
  action,
  initial,
  onSubmit,
}: {
  label: string;
  action: string;
  initial: string;
  onSubmit(name: string): string | undefined;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(onSubmit(name));
  };
  return (
    <form className="editor-template-actions" onSubmit={submit}>
      <input
        className="input small"
        aria-label={label}
        placeholder={label}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="button ghost small">
        {action}
      </button>
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </form>
  );
}

export function TemplateSection({ editor, doc, widgets }: { editor: Editor; doc: App; widgets: readonly Widget[] }) {
  const { t } = useTranslation('templates');
  const variantId = useId();
  const ids = widgets.map((w) => w.id);
  /** runs a command; the refusal's message when it was refused */
  const attempt = (draft: CommandDraft) => {
    const result = editor.run(draft);
    return result.ok ? undefined : result.message;
  };
  const linked = new Set(widgets.map((w) => w.template ?? ''));
  if (linked.size === 1 && linked.has('')) {
    return (
      <section className="editor-template" aria-label={t('section')}>
        <NameForm
          key={ids.join(',')}
          label={t('newName')}
          action={t('make')}
          initial={widgets.length === 1 ? (widgets[0].name ?? widgets[0].type) : ''}
          onSubmit={(name) => attempt(makeTemplate(doc, ids, name))}
        />
      </section>
    );
  }
  const template = linked.size === 1 ? doc.templates?.[[...linked][0]] : undefined;
  const detach = (
    <button
      type="button"
      className="button ghost small"
      title={t('detachHint')}
      onClick={() => attempt(detachInstances(doc, ids))}
    >
      {t('detach')}
    </button>
  );
  if (!template) {
    return (
      <section className="editor-template" aria-label={t('section')}>
        <p className="muted">{t('mixed')}</p>
        <div className="editor-template-actions">{detach}</div>
      </section>
    );
  }
  const family = templateFamily(doc, template.id);
  const changed = widgets.some(changesTemplate);
  const only = widgets.length === 1 ? widgets[0] : undefined;
  const count = templateInstances(doc, template.id).length;
  return (
    <section className="editor-template" aria-label={t('section')}>
      <p>
        {t('instanceOf', { name: template.name ?? template.id })}{' '}
        <span className="muted">· {t('instances', { count })}</span>
      </p>
      <Field
        label={t('name')}
        value={template.name ?? ''}
        onBlur={() => editor.seal()}
        onChange={(name) =>
          editor.run({ ...renameTemplate(doc, template.id, name), merge: `template-name:${template.id}` })
        }
      />
      {family.length > 1 && (
        <FieldFrame label={t('variant')} id={variantId}>
          <select id={variantId} value={template.id} onChange={(e) => attempt(switchVariant(doc, ids, e.target.value))}>
            {family.map((member, i) => (
              <option key={member.id} value={member.id}>
                {i === 0 ? t('base', { name: member.name ?? member.id }) : (member.name ?? member.id)}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}
      {changed && <p className="muted">{t('changed')}</p>}
      <div className="editor-template-actions">
        {only && changed && (
          <button
            type="button"
            className="button primary small"
            title={t('pushHint')}
            onClick={() => attempt(pushToTemplate(doc, only.id))}
          >
            {t('push')}
          </button>
        )}
        {changed && (
          <button type="button" className="button ghost small" onClick={() => attempt(resetToTemplate(doc, ids))}>
            {t('reset')}
          </button>
        )}
        {detach}
      </div>
      {only && (
        <NameForm
          key={only.id}
          label={t('variantName')}
          action={t('makeVariant')}
          initial=""
          onSubmit={(name) => attempt(makeVariant(doc, only.id, name))}
        />
      )}
    </section>
  );
}
