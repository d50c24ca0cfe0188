// The type's own props of the selection (a dropdown's options, a table's rows, chart data, an
// icon, a placeholder…), made from the shape of what the widgets hold: the keys all selected
// widgets have alike. Typing into a field is one undo step.
import { useTranslation } from 'react-i18next';
import { setWidgetProps, widgetDefaults, type App, type Editor, type Widget } from '@protolab/shared';
import { fieldLabel } from './fieldLabels';
import { sharedKeys, shownOf } from './selectionValues';
import { hasNumberCell } from './valueShapes';
import { ValueField } from './ValueField';

/** Props other fields edit: the text, the lock and hide flags of the actions, data and validation. */
const ELSEWHERE: ReadonlySet<string> = new Set(['label', 'locked', 'hidden', 'databinding', 'validation', 'refs']);

export function PropsFields({ editor, doc, widgets }: { editor: Editor; doc: App; widgets: readonly Widget[] }) {
  const { t } = useTranslation('editor');
  const ids = widgets.map((w) => w.id);
  const defaults = widgets.map((w) => widgetDefaults(w.type)?.props);
  const fields = sharedKeys(
    widgets.map((w) => w.props),
    defaults,
    ELSEWHERE,
    false,
  );
  if (fields.length === 0) return null;
  return (
    <section className="editor-props" aria-label={t('typeProps')}>
      <h3 className="editor-panel-title">{t('typeProps')}</h3>
      {fields.map(({ key, shape }) => (
        <ValueField
          key={key}
          label={fieldLabel(t, key)}
          shape={shape}
          shown={shownOf(widgets.map((w) => w.props?.[key]))}
          numeric={widgets.some((w, i) => hasNumberCell(w.props?.[key]) || hasNumberCell(defaults[i]?.[key]))}
          onChange={(value) => {
            // an emptied text is an empty text; an emptied number changes nothing
            const next = value ?? (shape === 'text' ? '' : undefined);
            if (next === undefined) return;
            editor.run(setWidgetProps(doc, ids, { [key]: next }, `prop:${key}:${ids.join(',')}`));
            if (shape === 'icon' || shape === 'boolean') editor.seal();
          }}
          onBlur={() => editor.seal()}
        />
      ))}
    </section>
  );
}
