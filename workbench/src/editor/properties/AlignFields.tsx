// Where the text sits in the box: across (left, centre, right) and down (top, middle, bottom).
import { useTranslation } from 'react-i18next';
import { SelectField } from './SelectField';
import type { StyleEdit } from './styleEdit';

export function AlignFields({ edit }: { edit: StyleEdit }) {
  const { t } = useTranslation('editor');
  return (
    <div className="editor-field-row">
      <SelectField
        label={t('textAlign')}
        none="–"
        choices={(['left', 'center', 'right'] as const).map((value) => ({ value, label: t(`textAlign.${value}`) }))}
        shown={edit.read(['textAlign'])}
        onChange={(value) => edit.set({ textAlign: value }, 'textAlign')}
        onBlur={edit.seal}
        onClear={edit.clearer(['textAlign'])}
      />
      <SelectField
        label={t('verticalAlign')}
        none="–"
        choices={(['top', 'middle', 'bottom'] as const).map((value) => ({
          value,
          label: t(`verticalAlign.${value}`),
        }))}
        shown={edit.read(['verticalAlign'])}
        onChange={(value) => edit.set({ verticalAlign: value }, 'verticalAlign')}
        onBlur={edit.seal}
        onClear={edit.clearer(['verticalAlign'])}
      />
    </div>
  );
}
