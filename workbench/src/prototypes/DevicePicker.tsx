// Device type (smartphone, tablet, desktop, watch) and screen size: a preset or a custom w × h.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/TextField';
import { withPreset, withType, type DeviceValues } from './createAppForm';
import { CUSTOM_PRESET, DEVICE_TYPES, SCREEN_PRESETS } from './devices';

interface DevicePickerProps {
  values: DeviceValues;
  onChange(values: DeviceValues): void;
  /** the size's validation message, translated */
  error?: string;
}

export function DevicePicker({ values, onChange, error }: DevicePickerProps) {
  const { t } = useTranslation('apps');
  const id = useId();
  const custom = values.preset === CUSTOM_PRESET;
  return (
    <>
      <fieldset className="device-types">
        <legend>{t('form.device')}</legend>
        {DEVICE_TYPES.map((type) => (
          <label key={type} className={`device-type${values.type === type ? ' selected' : ''}`}>
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={values.type === type}
              onChange={() => onChange(withType(values, type))}
            />
            <span className={`device-icon device-icon-${type}`} aria-hidden="true" />
            <span>{t(`device.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-size`}>{t('form.screenSize')}</label>
        <select id={`${id}-size`} value={values.preset} onChange={(e) => onChange(withPreset(values, e.target.value))}>
          {SCREEN_PRESETS[values.type].map((preset) => (
            <option key={preset.id} value={preset.id}>
              {t('form.preset', { name: preset.label, w: preset.w, h: preset.h })}
            </option>
          ))}
          <option value={CUSTOM_PRESET}>{t('form.customSize')}</option>
        </select>
      </div>
      {custom && (
        <div className="field-row size-row">
          <TextField
            label={t('form.width')}
            inputMode="numeric"
            value={values.w}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ ...values, w: e.target.value })}
          />
          <span className="size-times" aria-hidden="true">
            {'×'}
          </span>
          <TextField
            label={t('form.height')}
            inputMode="numeric"
            value={values.h}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ ...values, h: e.target.value })}
          />
        </div>
      )}
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </>
  );
}
