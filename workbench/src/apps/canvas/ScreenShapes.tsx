// One screen of the prototype drawn with Konva from the shared screenView, the same resolved view
// the player renders: the editor canvas and the overview thumbnails both use this.
import { Group, Image, Rect, Text } from 'react-konva';
import type { ScreenView, WidgetView } from '@protolab/shared';
import { sessionStore } from '../../app/session';
import { boxShape, imageSource, textShape } from './konvaStyle';
import { useImage } from './useImage';

function BoxImage({ url, w, h }: { url: string; w: number; h: number }) {
  const image = useImage(imageSource(url, sessionStore.token()));
  return image ? <Image image={image} width={w} height={h} listening={false} /> : null;
}

/** Form controls show their label or placeholder muted. */
const PLACEHOLDER_KINDS = new Set(['TextBox', 'DropDown']);

function WidgetShape({ widget }: { widget: WidgetView }) {
  const { box } = widget;
  const shape = boxShape(widget.style);
  const text = textShape(widget);
  const placeholder = PLACEHOLDER_KINDS.has(widget.kind) && widget.props.placeholder === true;
  return (
    <Group x={box.x} y={box.y} opacity={shape.opacity} listening={false}>
      <Rect
        width={box.w}
        height={box.h}
        fill={shape.fill}
        stroke={shape.stroke}
        strokeWidth={shape.strokeWidth}
        cornerRadius={shape.cornerRadius}
      />
      {widget.imageUrl && <BoxImage url={widget.imageUrl} w={box.w} h={box.h} />}
      {widget.text && (
        <Text
          text={widget.text}
          width={box.w}
          height={box.h}
          fontSize={text.fontSize}
          fontFamily={text.fontFamily}
          fontStyle={text.fontStyle}
          textDecoration={text.textDecoration}
          fill={text.fill}
          opacity={placeholder ? 0.5 : 1}
          align={text.align}
          verticalAlign={text.verticalAlign}
          padding={text.padding}
          lineHeight={text.lineHeight}
          wrap="word"
          ellipsis
        />
      )}
    </Group>
  );
}

/** The screen at (0, 0): its background, image and widgets, bottom first. */
export function ScreenShapes({ view }: { view: ScreenView }) {
  const shape = boxShape(view.style);
  return (
    <Group clipX={0} clipY={0} clipWidth={view.w} clipHeight={view.h} listening={false}>
      <Rect width={view.w} height={view.h} fill={shape.fill ?? '#ffffff'} />
      {view.imageUrl && <BoxImage url={view.imageUrl} w={view.w} h={view.h} />}
      {view.widgets.map((widget) => (
        <WidgetShape key={widget.id} widget={widget} />
      ))}
    </Group>
  );
}
