// A small badge over each widget (or screen) with accessibility findings, drawn in the canvas's
// overlay, not by the renderer: a red disc at the box's top-right corner, the same size at every
// zoom. The shape is named "a11y-mark" and holds the finding's widget id as `widgetId`. A dragged
// widget or screen takes its badges along, straight in Konva, as InheritedLayer does.
import type Konva from 'konva';
import { memo, useEffect, useRef } from 'react';
import { Circle, Layer } from 'react-konva';
import type { A11yFinding, App } from '@protolab/shared';
import type { DragPreviewStore } from '../dragPreview';
import { findingBox, findingRecord } from './findingPlace';

const MARK_RADIUS_PX = 6;
const MARK_COLOR = '#c62828';

export const FindingMarks = memo(function FindingMarks(props: {
  doc: App;
  findings: readonly A11yFinding[];
  scale: number;
  preview: DragPreviewStore;
}) {
  const { doc, findings, scale, preview } = props;
  const layer = useRef<Konva.Layer>(null);
  useEffect(
    () =>
      preview.subscribe((moving) => {
        const node = layer.current;
        if (!node) return;
        for (const mark of node.getChildren()) {
          const { recordId, screenId } = mark.attrs as { recordId?: string; screenId: string };
          const moved = moving?.ids.some((id) => id === recordId || id === screenId);
          mark.offset(moving && moved ? { x: -moving.dx, y: -moving.dy } : { x: 0, y: 0 });
        }
        node.batchDraw();
      }),
    [preview],
  );
  const marked = new Map<string, A11yFinding>();
  for (const finding of findings) marked.set(finding.widgetId ?? finding.screenId, finding);
  return (
    <Layer ref={layer} listening={false} visible={marked.size > 0}>
      {[...marked].map(([id, finding]) => {
        const box = findingBox(doc, finding);
        if (!box) return null;
        return (
          <Circle
            key={id}
            name="a11y-mark"
            widgetId={id}
            recordId={findingRecord(finding)}
            screenId={finding.screenId}
            x={box.x + box.w}
            y={box.y}
            radius={MARK_RADIUS_PX / scale}
            fill={MARK_COLOR}
            stroke="#fff"
            strokeWidth={1.5 / scale}
            listening={false}
          />
        );
      })}
    </Layer>
  );
});
