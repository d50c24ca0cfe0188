// A version's row picture: its start screen drawn by the one renderer, as a prototype card's. The
// list holds no documents, so a row fetches its version once it comes near the view.
import { useRef } from 'react';
import { startScreen } from '@protolab/shared';
import { ScreenThumbnail } from '../prototypes/ScreenThumbnail';
import { useSeen } from '../ui/useSeen';
import { useVersion } from './versionQueries';

const THUMBNAIL_WIDTH = 80;

export function VersionThumbnail({ appId, versionId }: { appId: string; versionId: string }) {
  const frame = useRef<HTMLSpanElement>(null);
  const near = useSeen(frame, '100px');
  const version = useVersion(appId, near ? versionId : undefined);
  const doc = version.data?.doc;
  const start = doc && startScreen(doc);
  return (
    <span className="version-thumbnail" ref={frame} inert data-start-screen={start?.id}>
      {doc && start && <ScreenThumbnail app={doc} screenId={start.id} width={THUMBNAIL_WIDTH} />}
    </span>
  );
}
