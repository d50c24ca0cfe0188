// The font: family (a few common ones), size, weight, italic and underline.
import { useTranslation } from 'react-i18next';
import { SelectField } from './SelectField';
import { ShownField } from './ShownField';
import type { StyleEdit } from './styleEdit';
import { ToggleField } from './ToggleField';

const FAMILIES = [
  'Arial, Helvetica, sans-serif',
  'Helvetica Neue, Helvetica, Arial, sans-serif',
  'Verdana, Geneva, sans-serif',
  'Trebuchet MS, sans-serif',
  'system-ui, sans-serif',
  'Georgia, serif',
  'Times New Roman, Times, serif',
  'Courier New, Courier, monospace',
];
const WEIGHTS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'];

export function FontFields({ edit }: { edit: StyleEdit }) {
  const { t } = useTranslation('editor');
  // off in the normal style is no value; in another state it overrides an inherited "on"
  const toggle = (key: string, on: string, off: string) => (pressed: boolean) => {
    edit.set({ [key]: pressed ? on : edit.state === 'style' ? undefined : off }, key);
    edit.seal();
  };
  return (
    <>
      <SelectField
        label={t('fontFamily')}
        none={t('defaultFont')}
        choices={FAMILIES.map((family) => ({ value: family, label: family.split(',')[0] }))}
        shown={edit.read(['fontFamily'])}
        onChange={(value) => edit.set({ fontFamily: value }, 'fontFamily')}
        onBlur={edit.seal}
        onClear={edit.clearer(['fontFamily'])}
      />
      <div className="editor-field-row">
        <ShownField
          label={t('fontSize')}
          type="number"
          min={1}
          shown={edit.read(['fontSize'])}
          onChange={(value) =>
            edit.set({ fontSize: typeof value === 'number' ? Math.max(1, value) : undefined }, 'fontSize')
          }
          onBlur={edit.seal}
          onClear={edit.clearer(['fontSize'])}
        />
        <SelectField
          label={t('fontWeight')}
          none={t('fontWeight.normal')}
          choices={[
            { value: 'normal', label: t('fontWeight.normal') },
            { value: 'bold', label: t('fontWeight.bold') },
            ...WEIGHTS.map((weight) => ({ value: weight, label: weight })),
          ]}
          shown={edit.read(['fontWeight'])}
          onChange={(value) => edit.set({ fontWeight: value }, 'fontWeight')}
          onBlur={edit.seal}
          onClear={edit.clearer(['fontWeight'])}
        />
      </div>
      <div className="editor-button-row">
        <ToggleField
          label={t('italic')}
          on="italic"
          shown={edit.read(['fontStyle'])}
          onChange={toggle('fontStyle', 'italic', 'normal')}
        />
        <ToggleField
          label={t('underline')}
          on="underline"
          shown={edit.read(['textDecoration'])}
          onChange={toggle('textDecoration', 'underline', 'none')}
        />
        {(['fontStyle', 'textDecoration'] as const).map((key) => {
          const clear = edit.clearer([key]);
          return (
            clear && (
              <button key={key} type="button" className="button ghost small" onClick={clear}>
                {t('clearField', { name: t(key === 'fontStyle' ? 'italic' : 'underline') })}
              </button>
            )
          );
        })}
      </div>
    </>
  );
}
