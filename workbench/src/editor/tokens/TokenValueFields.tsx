// The value of a token, edited with the properties panel's own fields: a colour; a border's width
// and colour (all four sides); a font; a padding (all sides or each); a shadow's offsets, blur,
// spread and colour. Parts the fields do not show (an imported token's line height) are kept.
import { useTranslation } from 'react-i18next';
import { COMPLEX_TOKEN_PROPS, type DesignTokenKind, type Style } from '@protolab/shared';
import { ColorField } from '../properties/ColorField';
import { FontFields } from '../properties/FontFields';
import { shownOf } from '../properties/selectionValues';
import { ShownField } from '../properties/ShownField';
import { SidesField } from '../properties/SidesField';
import { draftEdit } from './draftEdit';

const SHADOW_PARTS = ['h', 'v', 'b', 's'] as const;

const asStyle = (value: unknown): Style =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Style) : {};

export function TokenValueFields({
  kind,
  value,
  onChange,
}: {
  kind: DesignTokenKind;
  value: unknown;
  onChange(value: unknown): void;
}) {
  const { t } = useTranslation(['tokens', 'editor']);
  const noop = () => undefined;
  const style = asStyle(value);
  const edit = draftEdit(style, onChange);
  const set = (keys: readonly string[], part: unknown) =>
    edit.set(Object.fromEntries(keys.map((key) => [key, part])), '');

  if (kind === 'color') {
    return (
      <ColorField label={t('kind.color')} shown={shownOf([value])} onChange={(c) => onChange(c ?? '')} onBlur={noop} />
    );
  }
  if (kind === 'boxShadow') {
    return (
      <>
        <div className="editor-field-row">
          {SHADOW_PARTS.map((part) => (
            <ShownField
              key={part}
              label={t(`editor:shadow.${part}`)}
              type="number"
              shown={shownOf([style[part]])}
              onChange={(n) => edit.set({ [part]: n }, '')}
              onBlur={noop}
            />
          ))}
        </div>
        <ColorField
          label={t('editor:shadow.c')}
          shown={shownOf([style.c])}
          onChange={(c) => edit.set({ c }, '')}
          onBlur={noop}
        />
      </>
    );
  }
  if (kind === 'stroke') {
    const [widths, colors] = [COMPLEX_TOKEN_PROPS.stroke.slice(0, 4), COMPLEX_TOKEN_PROPS.stroke.slice(4)];
    return (
      <>
        <ShownField
          label={t('editor:borderWidth')}
          type="number"
          min={0}
          shown={edit.read(widths)}
          onChange={(n) => set(widths, n)}
          onBlur={noop}
        />
        <ColorField
          label={t('editor:borderColor')}
          shown={edit.read(colors)}
          onChange={(c) => set(colors, c)}
          onBlur={noop}
        />
      </>
    );
  }
  if (kind === 'text') return <FontFields edit={edit} />;
  return (
    <SidesField
      label={t('editor:padding')}
      each={t('editor:eachSide')}
      keys={COMPLEX_TOKEN_PROPS.padding}
      names={(['Top', 'Right', 'Bottom', 'Left'] as const).map((side) => t(`editor:side.${side}`))}
      edit={edit}
    />
  );
}
