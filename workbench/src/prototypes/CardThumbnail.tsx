// A prototype card's picture: its start screen drawn by the one renderer, inside the device's
// outline. The list's answer holds no documents, so a card fetches its prototype once it comes
// near the view: a list of a hundred prototypes loads only the documents shown.
import { useRef } from 'react';
import { startScreen } from '@protolab/shared';
import { useSeen } from '../ui/useSeen';
import { useApp } from './queries';
import { ScreenThumbnail } from './ScreenThumbnail';

/** How far outside the view a card starts fetching its prototype. */
const AHEAD = '200px';

/** `width` × `height`: the outline's inside, px. */
export function CardThumbnail({ appId, width, height }: { appId: string; width: number; height: number }) {
  const frame = useRef<HTMLSpanElement>(null);
  const near = useSeen(frame, AHEAD);
  const app = useApp(appId, near);
  const start = app.data && startScreen(app.data);
  return (
    <span className="app-card-device" style={{ width, height }} ref={frame} inert>
      {app.data && start && <ScreenThumbnail app={app.data} screenId={start.id} width={width} />}
    </span>
  );
}
