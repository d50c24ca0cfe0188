// A small badge over each widget (or screen) with accessibility findings, drawn in the canvas's
// overlay, not by the renderer: a red disc at the box's top-right corner, the same size at every
// zoom. The shape is named "a11y-mark" and holds the finding's widget id as `widgetId`.
import { memo } from 'react';
import { Circle, Layer } from 'react-konva';
import type { A11yFinding, App } from '@protolab/shared';
import { findingBox } from './findingPlace';

const MARK_RADIUS_PX = 6;
const MARK_COLOR = '#c62828';

export const FindingMarks = memo(function FindingMarks(props: {
  doc: App;
  findings: readonly A11yFinding[];
  scale: number;
}) {
  const { doc, findings, scale } = props;
  const marked = new Map<string, A11yFinding>();
  for (const finding of findings) marked.set(finding.widgetId ?? finding.screenId, finding);
  return (
    <Layer listening={false} visible={marked.size > 0}>
      {[...marked].map(([id, finding]) => {
        const box = findingBox(doc, finding);
        if (!box) return null;
        return (
          <Circle
            key={id}
            name="a11y-mark"
            widgetId={id}
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
