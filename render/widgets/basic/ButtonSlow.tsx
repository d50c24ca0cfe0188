import { useEffect, useState } from 'react';
import { BoxText } from '../../parts/BoxText';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** A button that spins for `props.delay` ms after a tap, as a slow network call would. */
export default function ButtonSlow({ view, scale, interactive }: WidgetRendererProps) {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const done = setTimeout(() => setBusy(false), Number(view.props.delay) || 1500);
    return () => clearTimeout(done);
  }, [busy, view.props.delay]);
  if (!busy) {
    return (
      <span className="pl-row" onPointerDown={() => interactive && setBusy(true)}>
        <BoxText text={view.text} />
      </span>
    );
  }
  const size = Math.min(view.box.h * 0.5, 24) * scale;
  return <span className="pl-spin" style={{ width: size, height: size, borderWidth: Math.max(1, 2 * scale) }} />;
}
