import type { Style } from '@protolab/shared';
import { ChoiceMark, sizeOf, type ChoiceMarkProps } from './choiceMark';

// A check box or radio with its label after it, for the labelled types and the rows of groups:
// the box is `boxHeight` tall (at most the row), `boxMarginRight` before the label.

export interface LabeledMarkProps {
  kind: ChoiceMarkProps['kind'];
  on: boolean;
  label: string;
  /** the row's height in design px */
  rowHeight: number;
  style: Style;
  scale: number;
}

export function LabeledMark({ kind, on, label, rowHeight, style, scale }: LabeledMarkProps) {
  const box = sizeOf(style, 'boxHeight', rowHeight, rowHeight);
  return (
    <>
      <ChoiceMark kind={kind} on={on} w={box} h={box} style={style} scale={scale} />
      <span style={{ marginLeft: sizeOf(style, 'boxMarginRight', 8) * scale, minWidth: 0 }}>{label}</span>
    </>
  );
}
