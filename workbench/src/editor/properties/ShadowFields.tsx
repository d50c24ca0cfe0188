// The box shadow, stored as {h, v, b, s, c}: offsets, blur and spread in px and a colour. A new
// one starts from a soft shadow below; "no shadow" takes it away.
import { useTranslation } from 'react-i18next';
import { ColorField } from './ColorField';
import type { Shown } from './selectionValues';
import { ShownField } from './ShownField';
import type { StyleEdit } from './styleEdit';

interface Shadow {
  h: number;
  v: number;
  b: number;
  s: number;
  c: string;
}

const NEW_SHADOW: Shadow = { h: 0, v: 2, b: 6, s: 0, c: 'rgba(0,0,0,0.25)' };
const PARTS = ['h', 'v', 'b', 's'] as const;

const asShadow = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Partial<Shadow>) : undefined;

export function ShadowFields({ edit }: { edit: StyleEdit }) {
  const { t } = useTranslation('editor');
  const shown = edit.read(['boxShadow']);
  const own = asShadow(shown.value);
  const inherited = asShadow(shown.inherited);
  const part = (key: keyof Shadow): Shown => ({
    ...shown,
    value: own?.[key],
    inherited: own ? undefined : inherited?.[key],
  });
  const set = (key: keyof Shadow, value: unknown) =>
    edit.set({ boxShadow: { ...NEW_SHADOW, ...(own ?? inherited), [key]: value ?? NEW_SHADOW[key] } }, 'boxShadow');
  const clear = edit.clearer(['boxShadow']);
  return (
    <div className="editor-shadow" role="group" aria-label={t('shadow')}>
      <div className="editor-field-row">
        {PARTS.map((key) => (
          <ShownField
            key={key}
            label={t(`shadow.${key}`)}
            type="number"
            min={key === 'b' ? 0 : undefined}
            shown={part(key)}
            onChange={(value) => set(key, value)}
            onBlur={edit.seal}
          />
        ))}
      </div>
      <ColorField label={t('shadow.c')} shown={part('c')} onChange={(value) => set('c', value)} onBlur={edit.seal} />
      {edit.state === 'style'
        ? own && (
            <button
              type="button"
              className="button ghost small"
              onClick={() => {
                edit.set({ boxShadow: undefined }, 'boxShadow');
                edit.seal();
              }}
            >
              {t('shadowNone')}
            </button>
          )
        : clear && (
            <button type="button" className="button ghost small" onClick={clear}>
              {t('clearField', { name: t('shadow') })}
            </button>
          )}
    </div>
  );
}
