// The style keys of a widget's own type (a table's header colours, a dropdown's popup border…)
// that all selected widgets hold, each edited by the shape of its value.
import { useTranslation } from 'react-i18next';
import { fieldLabel } from './fieldLabels';
import { sharedKeys } from './selectionValues';
import type { StyleEdit } from './styleEdit';
import { hasNumberCell } from './valueShapes';
import { ValueField } from './ValueField';

/** What the other style fields edit (and the image, which has its own field). */
const COMMON_STYLE_KEYS: ReadonlySet<string> = new Set([
  'icon',
  'background',
  'backgroundColor',
  'backgroundImage',
  'color',
  ...['Top', 'Right', 'Bottom', 'Left'].flatMap((side) => ['Width', 'Color', 'Style'].map((p) => `border${side}${p}`)),
  ...['TopLeft', 'TopRight', 'BottomRight', 'BottomLeft'].map((corner) => `border${corner}Radius`),
  'boxShadow',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'textDecoration',
  'textAlign',
  'verticalAlign',
  ...['Top', 'Right', 'Bottom', 'Left'].map((side) => `padding${side}`),
  'opacity',
]);

export function MoreStyleFields({ edit }: { edit: StyleEdit }) {
  const { t } = useTranslation('editor');
  const merged = edit.widgets.map((w) => ({ ...w.style, ...w[edit.state] }));
  const fields = sharedKeys(merged, [], COMMON_STYLE_KEYS, true);
  if (fields.length === 0) return null;
  return (
    <details className="editor-more">
      <summary>{t('moreStyle')}</summary>
      {fields.map(({ key, shape }) => (
        <ValueField
          key={key}
          label={fieldLabel(t, key)}
          shape={shape}
          shown={edit.read([key])}
          numeric={merged.some((style) => hasNumberCell(style[key]))}
          onChange={(value) => {
            // emptied: kept, else the key and its field would be gone while typing
            if (value === undefined) return;
            edit.set({ [key]: value }, key);
            if (shape === 'icon' || shape === 'boolean') edit.seal();
          }}
          onBlur={edit.seal}
          onClear={edit.clearer([key])}
        />
      ))}
    </details>
  );
}
