// The heat-map mode (clicks, mouse, scroll, first and missed clicks) and the colour legend.
import { useTranslation } from 'react-i18next';
import { HEAT_MODES, type HeatMode } from './figures';
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
  const size = small ? ' small' : '';
  return (
    <>
      <div role="radiogroup" aria-label={t('heat.modes')} className="segmented">
        {HEAT_MODES.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={m === mode}
            className={`button ${m === mode ? 'primary' : 'secondary'}${size}`}
            onClick={() => onMode(m)}
          >
            {t(`heat.${m}`)}
          </button>
        ))}
      </div>
      <div className="heat-legend" aria-label={t('heat.legend')}>
        <span>{t('heat.low')}</span>
        <span className="heat-gradient" style={{ background: HEAT_GRADIENT }} />
        <span>{t('heat.high')}</span>
      </div>
    </>
  );
}
