// The selection's style in one state (normal, hover, focus, active, error): icon, fill, text
// colour, border, corners, shadow, font, alignment, padding, opacity, and the type's own keys.
// Colours, the border, the shadow, the font and the padding can be linked to a design token.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLEX_TOKEN_PROPS, type App, type Editor, type Widget, type WidgetStyleState } from '@protolab/shared';
import { FONT_TOKEN_PROPS, tokenLinking } from '../tokens/tokenLinking';
import { TokenSlot } from '../tokens/TokenSlot';
import { AlignFields } from './AlignFields';
import { BorderFields } from './BorderFields';
import { ColorField } from './ColorField';
import { FontFields } from './FontFields';
import { IconPicker } from './IconPicker';
import { MoreStyleFields } from './MoreStyleFields';
import { ShadowFields } from './ShadowFields';
import { ShownField } from './ShownField';
import { SidesField } from './SidesField';
import { styleEdit } from './styleEdit';
import { StyleStateTabs } from './StyleStateTabs';

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
const CORNERS = ['TopLeft', 'TopRight', 'BottomRight', 'BottomLeft'] as const;

export function StyleFields({ editor, doc, widgets }: { editor: Editor; doc: App; widgets: readonly Widget[] }) {
  const { t } = useTranslation(['editor', 'tokens']);
  const [state, setState] = useState<WidgetStyleState>('style');
  const edit = styleEdit(editor, doc, widgets, state);
  const links = tokenLinking(editor, doc, widgets, state);
  // an Icon or IconButton keeps its icon in the style
  const hasIcon = widgets.every((w) => typeof w.style?.icon === 'string');
  const color = (key: 'background' | 'color') => (
    <TokenSlot linking={links} kind="color" props={[key]} label={t(key)}>
      <ColorField
        label={t(key)}
        shown={edit.read([key])}
        onChange={(value) => edit.set({ [key]: value }, key)}
        onBlur={edit.seal}
        onClear={edit.clearer([key])}
      />
    </TokenSlot>
  );
  return (
    <section className="editor-style" aria-label={t('style')}>
      <h3 className="editor-panel-title">{t('style')}</h3>
      <StyleStateTabs state={state} widgets={widgets} onChange={setState} />
      {hasIcon && (
        <IconPicker
          label={t('prop.icon')}
          shown={edit.read(['icon'])}
          onChange={(icon) => {
            edit.set({ icon }, 'icon');
            edit.seal();
          }}
          onClear={edit.clearer(['icon'])}
        />
      )}
      {color('background')}
      {color('color')}
      <TokenSlot linking={links} kind="stroke" props={COMPLEX_TOKEN_PROPS.stroke} label={t('tokens:border')}>
        <BorderFields edit={edit} links={links} />
      </TokenSlot>
      <SidesField
        label={t('radius')}
        each={t('eachCorner')}
        keys={CORNERS.map((corner) => `border${corner}Radius`)}
        names={CORNERS.map((corner) => t(`corner.${corner}`))}
        edit={edit}
      />
      <TokenSlot linking={links} kind="boxShadow" props={['boxShadow']} label={t('shadow')}>
        <ShadowFields edit={edit} />
      </TokenSlot>
      <TokenSlot linking={links} kind="text" props={FONT_TOKEN_PROPS} label={t('tokens:font')}>
        <FontFields edit={edit} />
        <AlignFields edit={edit} />
      </TokenSlot>
      <TokenSlot linking={links} kind="padding" props={COMPLEX_TOKEN_PROPS.padding} label={t('padding')}>
        <SidesField
          label={t('padding')}
          each={t('eachSide')}
          keys={SIDES.map((side) => `padding${side}`)}
          names={SIDES.map((side) => t(`side.${side}`))}
          edit={edit}
        />
      </TokenSlot>
      <ShownField
        label={t('opacity')}
        type="number"
        scale={100}
        min={0}
        max={100}
        shown={edit.read(['opacity'])}
        onChange={(value) =>
          edit.set({ opacity: typeof value === 'number' ? Math.min(1, Math.max(0, value)) : undefined }, 'opacity')
        }
        onBlur={edit.seal}
        onClear={edit.clearer(['opacity'])}
      />
      <MoreStyleFields edit={edit} />
    </section>
  );
}
