// What snapping shows while a widget moves or is resized: the guides it lined up on, and the gaps
// to its nearest neighbours with their size in pixels (drawn the same size at every zoom).
import { Fragment } from 'react';
import { Label, Line, Tag, Text } from 'react-konva';
import type { Distance, Guide } from '@protolab/shared';

const GUIDE_COLOR = '#e5399b';
const DISTANCE_COLOR = '#db2777';

export function SnapMarks({ guides, distances, scale }: { guides: Guide[]; distances: Distance[]; scale: number }) {
  const px = (n: number) => n / scale;
  return (
    <>
      {guides.map((guide) => (
        <Line
          key={`${guide.axis}${guide.at}`}
          points={
            guide.axis === 'x' ? [guide.at, guide.from, guide.at, guide.to] : [guide.from, guide.at, guide.to, guide.at]
          }
          stroke={GUIDE_COLOR}
          strokeWidth={1}
          strokeScaleEnabled={false}
          listening={false}
        />
      ))}
      {distances.map((d) => {
        const mid = (d.from + d.to) / 2;
        const tick = px(4);
        const points =
          d.axis === 'x'
            ? [d.from, d.at - tick, d.from, d.at + tick, d.from, d.at, d.to, d.at, d.to, d.at - tick, d.to, d.at + tick]
            : [
                d.at - tick,
                d.from,
                d.at + tick,
                d.from,
                d.at,
                d.from,
                d.at,
                d.to,
                d.at - tick,
                d.to,
                d.at + tick,
                d.to,
              ];
        return (
          <Fragment key={`${d.axis}${d.from}`}>
            <Line
              points={points}
              stroke={DISTANCE_COLOR}
              strokeWidth={1}
              strokeScaleEnabled={false}
              listening={false}
            />
            <Label
              x={d.axis === 'x' ? mid : d.at + px(6)}
              y={d.axis === 'x' ? d.at + px(6) : mid}
              scaleX={px(1)}
              scaleY={px(1)}
              listening={false}
              name="distance"
            >
              <Tag fill={DISTANCE_COLOR} cornerRadius={3} />
              <Text text={String(Math.round(d.to - d.from))} fontSize={11} padding={3} fill="#fff" />
            </Label>
          </Fragment>
        );
      })}
    </>
  );
}
