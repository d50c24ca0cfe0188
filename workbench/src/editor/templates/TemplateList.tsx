// The templates of the prototype at the top of the widget palette: a click places an instance on
// the target screen, a drag drops one where it is let go. Each row says how many instances it has;
// deleting a used template asks first (its instances stay, as plain widgets).
import { useMemo, useState } from 'react';
import './templates.css';
import { useTranslation } from 'react-i18next';
import { deleteTemplate, placeableTemplates, type App, type CommandDraft, type Template } from '@protolab/shared';

/** The drag data type that carries a template id onto the canvas. */
export const TEMPLATE_DRAG_TYPE = 'application/x-protolab-template';

/** Instances by template id, counted in one pass over the widgets (the list is drawn on every edit). */
function instancesByTemplate(widgets: App['widgets']): Map<string, number> {
  const counts = new Map<string, number>();
  for (const widget of Object.values(widgets)) {
    if (widget.template) counts.set(widget.template, (counts.get(widget.template) ?? 0) + 1);
  }
  return counts;
}

/** Instances of a template and of its members (a group template's). */
const instanceCount = (counts: Map<string, number>, template: Template) =>
  [template.id, ...(template.children ?? [])].reduce((n, id) => n + (counts.get(id) ?? 0), 0);

export function TemplateList({
  doc,
  query,
  run,
  onPlace,
}: {
  doc: App;
  query: string;
  run(draft: CommandDraft): void;
  onPlace(templateId: string): void;
}) {
  const { t } = useTranslation('templates');
  const [confirming, setConfirming] = useState<string>();
  const counts = useMemo(() => instancesByTemplate(doc.widgets), [doc.widgets]);
  const q = query.trim().toLowerCase();
  const templates = placeableTemplates(doc)
    .filter((template) => (template.name ?? '').toLowerCase().includes(q))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  if (!templates.length) return null;
  return (
    <div className="editor-templates">
      <h3 className="editor-panel-subtitle">{t('title')}</h3>
      <ul className="editor-palette-list" aria-label={t('title')}>
        {templates.map((template) => {
          const name = template.name ?? template.id;
          const count = instanceCount(counts, template);
          const remove = () => run(deleteTemplate(doc, template.id));
          return (
            <li key={template.id} className="editor-template-row">
              <button
                type="button"
                className="editor-palette-item"
                draggable
                onDragStart={(e) => e.dataTransfer.setData(TEMPLATE_DRAG_TYPE, template.id)}
                onClick={() => onPlace(template.id)}
                aria-label={t('place', { name })}
              >
                {name}
                <span className="muted small">
                  {template.children ? ` · ${t('group')}` : ''} · {t('instances', { count })}
                </span>
              </button>
              <button
                type="button"
                className="button ghost small"
                aria-label={t('deleteOf', { name })}
                title={t('deleteOf', { name })}
                onClick={() => (count ? setConfirming(template.id) : remove())}
              >
                ×
              </button>
              {confirming === template.id && (
                <div className="template-confirm" role="alertdialog" aria-label={t('deleteOf', { name })}>
                  <p>{t('confirmDelete', { name, count })}</p>
                  <button type="button" className="button danger small" onClick={remove}>
                    {t('delete')}
                  </button>
                  <button type="button" className="button ghost small" onClick={() => setConfirming(undefined)}>
                    {t('cancel')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
