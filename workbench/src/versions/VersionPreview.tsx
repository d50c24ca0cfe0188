// A saved version drawn read-only: its screens by the canvas's one renderer, fitted into the dialog.
import { useState } from 'react';
import { screensBox, type App } from '@protolab/shared';
import { CanvasScreens } from '../editor/CanvasScreens';
import { DragPreviewStore } from '../editor/dragPreview';
import { useElementSize } from '../editor/useElementSize';
import { fitBox } from '../editor/viewport';

export function VersionPreview({ doc }: { doc: App }) {
  const [preview] = useState(() => new DragPreviewStore());
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const box = screensBox(doc);
  // room above the screens for their titles, as the canvas leaves
  const view = box ? fitBox({ ...box, y: box.y - 30, h: box.h + 30 }, width, height, 24) : { scale: 1, x: 0, y: 0 };
  return (
    <div className="version-preview" ref={ref} data-testid="version-preview">
      {width > 0 && <CanvasScreens app={doc} view={view} width={width} height={height} preview={preview} />}
    </div>
  );
}
