// The selection's properties: box, text and the common style fields. A change is a command with a
// merge key, so typing "120" into a field is one undo step; leaving the field seals it.
import { memo } from 'react';
import { ArrangeButtons } from './ArrangeButtons';
import { ImageField, type BackgroundImage } from './ImageField';
import { LinksPanel } from './LinksPanel';
import { useTranslation } from 'react-i18next';
import {
  restyleWidgets,
  setBoxes,
  setStartScreen,
  setWidgetProps,
  updateRecords,
  type App,
  type CommandDraft,
  type Editor,
  type Screen,
  type Widget,
} from '@protolab/shared';

interface FieldProps {
  label: string;
  value: string | number;
  type?: 'text' | 'number' | 'color';
  onChange(value: string): void;
  onBlur(): void;
}

function Field({ label, value, type = 'text', onChange, onBlur }: FieldProps) {
  return (
    <div className="field editor-field">
      <label>
        {label}
        <input type={type} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      </label>
    </div>
  );
}

/** A style with the image set, or taken away. */
function withImage(style: Record<string, unknown> | null | undefined, image: BackgroundImage | undefined) {
  const { backgroundImage: _old, ...rest } = style ?? {};
  return image ? { ...rest, backgroundImage: image } : rest;
}

const colorValue = (value: unknown) => (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000');

export const PropertiesPanel = memo(function PropertiesPanel({
  editor,
  doc,
  selection,
}: {
  editor: Editor;
  doc: App;
  selection: readonly string[];
}) {
  const { t } = useTranslation('editor');
  const widgets = selection.map((id) => doc.widgets[id]).filter((w): w is Widget => Boolean(w));
  const screens = selection.map((id) => doc.screens[id]).filter((s): s is Screen => Boolean(s));
  const key = selection.join(',');
  const run = (draft: CommandDraft) => void editor.run(draft);
  const seal = () => editor.seal();
  const number = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

  const boxFields = (record: Widget | Screen, parent: 'widgets' | 'screens') =>
    (['x', 'y', 'w', 'h'] as const).map((field) => (
      <Field
        key={field}
        label={t(field)}
        type="number"
        value={record[field]}
        onBlur={seal}
        onChange={(value) => {
          const n = number(value);
          if (n === undefined) return;
          run({ ...setBoxes(doc, parent, { [record.id]: { ...record, [field]: n } }), merge: `${field}:${record.id}` });
        }}
      />
    ));

  if (widgets.length === 0 && screens.length === 1) {
    const screen = screens[0];
    return (
      <section className="editor-properties" aria-label={t('properties')}>
        <h2 className="editor-panel-title">{t('properties')}</h2>
        <Field
          label={t('name')}
          value={screen.name ?? ''}
          onBlur={seal}
          onChange={(name) => run(updateRecords(doc, 'screens', [screen.id], { name }, `name:${screen.id}`))}
        />
        <div className="editor-field-row">{boxFields(screen, 'screens')}</div>
        <Field
          label={t('background')}
          type="color"
          value={colorValue(screen.style?.background)}
          onBlur={seal}
          onChange={(background) =>
            run(
              updateRecords(doc, 'screens', [screen.id], { style: { ...screen.style, background } }, `bg:${screen.id}`),
            )
          }
        />
        <ImageField
          appId={doc.id}
          image={screen.style?.backgroundImage as BackgroundImage | undefined}
          onChange={(backgroundImage) =>
            run(updateRecords(doc, 'screens', [screen.id], { style: withImage(screen.style, backgroundImage) }))
          }
        />
        {screen.props?.start === true ? (
          <p className="muted">{t('startScreen')}</p>
        ) : (
          <button type="button" className="button ghost small" onClick={() => run(setStartScreen(doc, screen.id))}>
            {t('makeStart')}
          </button>
        )}
        <LinksPanel doc={doc} source={screen.id} run={run} />
      </section>
    );
  }
  if (widgets.length === 0) return null;
  const first = widgets[0];
  const ids = widgets.map((w) => w.id);
  const style = (field: string, value: unknown) =>
    run(restyleWidgets(doc, ids, { [field]: value }, 'style', `${field}:${key}`));
  return (
    <section className="editor-properties" aria-label={t('properties')}>
      <h2 className="editor-panel-title">
        {widgets.length === 1
          ? `${first.name ?? first.type} (${first.type})`
          : t('selected', { count: widgets.length })}
      </h2>
      {widgets.length === 1 && (
        <>
          <Field
            label={t('name')}
            value={first.name ?? ''}
            onBlur={seal}
            onChange={(name) => run(updateRecords(doc, 'widgets', [first.id], { name }, `name:${first.id}`))}
          />
          <div className="editor-field-row">{boxFields(first, 'widgets')}</div>
          <Field
            label={t('text')}
            value={typeof first.props?.label === 'string' ? first.props.label : ''}
            onBlur={seal}
            onChange={(label) => run(setWidgetProps(doc, [first.id], { label }, `label:${first.id}`))}
          />
        </>
      )}
      <div className="editor-field-row">
        <Field
          label={t('color')}
          type="color"
          value={colorValue(first.style?.color)}
          onBlur={seal}
          onChange={(v) => style('color', v)}
        />
        <Field
          label={t('background')}
          type="color"
          value={colorValue(first.style?.background)}
          onBlur={seal}
          onChange={(v) => style('background', v)}
        />
      </div>
      <div className="editor-field-row">
        <Field
          label={t('fontSize')}
          type="number"
          value={typeof first.style?.fontSize === 'number' ? first.style.fontSize : ''}
          onBlur={seal}
          onChange={(v) => number(v) !== undefined && style('fontSize', number(v))}
        />
        <Field
          label={t('radius')}
          type="number"
          value={typeof first.style?.borderTopLeftRadius === 'number' ? first.style.borderTopLeftRadius : 0}
          onBlur={seal}
          onChange={(v) => {
            const r = number(v);
            if (r === undefined) return;
            run(
              restyleWidgets(
                doc,
                ids,
                {
                  borderTopLeftRadius: r,
                  borderTopRightRadius: r,
                  borderBottomLeftRadius: r,
                  borderBottomRightRadius: r,
                },
                'style',
                `radius:${key}`,
              ),
            );
          }}
        />
      </div>
      {widgets.length === 1 && (
        <ImageField
          appId={doc.id}
          image={first.style?.backgroundImage as BackgroundImage | undefined}
          onChange={(backgroundImage) => run(restyleWidgets(doc, ids, { backgroundImage }))}
        />
      )}
      <ArrangeButtons doc={doc} ids={ids} run={run} />
      {widgets.length === 1 && <LinksPanel doc={doc} source={first.id} run={run} />}
    </section>
  );
});
