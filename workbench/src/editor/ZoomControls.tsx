// The canvas's zoom: out, the scale, in, fit all; and what the page adds after them (the editor's view menu).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOOM_STEP } from './viewport';

interface ZoomControlsProps {
  scale: number;
  onZoom(factor: number): void;
  onFit(): void;
  children?: ReactNode;
}

export function ZoomControls({ scale, onZoom, onFit, children }: ZoomControlsProps) {
  const { t } = useTranslation('apps');
  return (
    <div className="canvas-zoom" role="group" aria-label={t('canvas.zoom')}>
      <button
        type="button"
        className="button ghost small"
        onClick={() => onZoom(1 / ZOOM_STEP)}
        aria-label={t('canvas.zoomOut')}
      >
        {'–'}
      </button>
      <output className="canvas-scale" aria-live="polite">
        {t('canvas.percent', { value: Math.round(scale * 100) })}
      </output>
      <button
        type="button"
        className="button ghost small"
        onClick={() => onZoom(ZOOM_STEP)}
        aria-label={t('canvas.zoomIn')}
      >
        {'+'}
      </button>
      <button type="button" className="button ghost small" onClick={() => onFit()}>
        {t('canvas.fit')}
      </button>
      {children}
    </div>
  );
}
