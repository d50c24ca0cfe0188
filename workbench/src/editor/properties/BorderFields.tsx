// The border of all four sides at once: width, style (solid, dashed, dotted) and colour; the colour
// can be linked to a colour token.
import { useTranslation } from 'react-i18next';
import { ColorField } from './ColorField';
import { SelectField } from './SelectField';
import { ShownField } from './ShownField';
import type { StyleEdit } from './styleEdit';
import type { TokenLinking } from '../tokens/tokenLinking';
import { TokenSlot } from '../tokens/TokenSlot';

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
const LINES = ['solid', 'dashed', 'dotted'] as const;

const sideKeys = (part: 'Width' | 'Style' | 'Color') => SIDES.map((side) => `border${side}${part}`);

export function BorderFields({ edit, links }: { edit: StyleEdit; links: TokenLinking }) {
  const { t } = useTranslation('editor');
  const set = (part: 'Width' | 'Style' | 'Color', value: unknown) =>
    edit.set(Object.fromEntries(sideKeys(part).map((key) => [key, value])), `border${part}`);
  return (
    <>
      <div className="editor-field-row">
        <ShownField
          label={t('borderWidth')}
          type="number"
          min={0}
          shown={edit.read(sideKeys('Width'))}
          onChange={(value) => set('Width', typeof value === 'number' ? Math.max(0, value) : undefined)}
          onBlur={edit.seal}
          onClear={edit.clearer(sideKeys('Width'))}
        />
        <SelectField
          label={t('borderStyle')}
          none={t('borderStyle.solid')}
          choices={LINES.map((line) => ({ value: line, label: t(`borderStyle.${line}`) }))}
          shown={edit.read(sideKeys('Style'))}
          onChange={(value) => set('Style', value)}
          onBlur={edit.seal}
          onClear={edit.clearer(sideKeys('Style'))}
        />
      </div>
      <TokenSlot linking={links} kind="color" props={sideKeys('Color')} label={t('borderColor')}>
        <ColorField
          label={t('borderColor')}
          shown={edit.read(sideKeys('Color'))}
          onChange={(value) => set('Color', value)}
          onBlur={edit.seal}
          onClear={edit.clearer(sideKeys('Color'))}
        />
      </TokenSlot>
    </>
  );
}
