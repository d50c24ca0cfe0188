// A count on the canvas (the sessions that followed a link or made a journey): bold, outlined in
// white so it reads over any arrow, and kept at its size on screen at any zoom.
import { Text } from 'react-konva';

export function CountLabel({
  x,
  y,
  rise,
  scale,
  count,
  color,
}: {
  /** the point it is centred on (canvas px) */
  x: number;
  y: number;
  /** how far its top lies above the point (screen px) */
  rise: number;
  /** the view's scale */
  scale: number;
  count: number;
  color: string;
}) {
  return (
    <Text
      x={x - 30 / scale}
      y={y - rise / scale}
      width={60 / scale}
      align="center"
      text={String(count)}
      fontSize={15 / scale}
      fontStyle="bold"
      fill={color}
      stroke="#ffffff"
      strokeWidth={3 / scale}
      fillAfterStrokeEnabled
    />
  );
}
