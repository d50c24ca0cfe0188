// The heat-map mode (clicks, mouse, scroll, first and missed clicks) and the colour legend.
import { useTranslation } from 'react-i18next';
import { Segmented } from '../ui/Segmented';
import { HEAT_MODES, type HeatMode } from '@protolab/shared';
import { HEAT_GRADIENT } from './heatColors';

export function HeatModePicker({
  mode,
  onMode,
  small = false,
}: {
  mode: HeatMode;
  onMode(mode: HeatMode): void;
  small?: boolean;
}) {
  const { t } = useTranslation('analytics');
  return (
    <>
      <Segmented
        label={t('heat.modes')}
        options={HEAT_MODES.map((m) => ({ value: m, label: t(`heat.${m}`) }))}
        value={mode}
        onChange={onMode}
        small={small}
      />
      <div className="heat-legend" aria-label={t('heat.legend')}>
        <span>{t('heat.low')}</span>
        <span className="heat-gradient" style={{ background: HEAT_GRADIENT }} />
        <span>{t('heat.high')}</span>
      </div>
    </>
  );
}
