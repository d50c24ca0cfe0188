// A text field under a caption (LabeledTextBox, LabeledTextArea): the widget's border, background
// and padding are the field's; the caption takes `label…` keys (`labelFontSize` -1: three quarters of
// the field's text). A tap on the caption goes to the field, as a label does.
import { useId } from 'react';
import { textLayout, type Style } from '@protolab/shared';
import { boxCss, fontCss, num, textCss } from '../styleCss';
import type { WidgetRendererProps } from '../widgetRenderer';
import { hintOf, TextField, useTypedText } from './textField';

const CAPTION_GAP = 4;

function captionStyle(style: Style, boxHeight: number): Style {
  const fieldSize = textLayout(style, boxHeight, false).fontSize;
  const size = num(style.labelFontSize);
  return {
    ...style,
    fontSize: size === -1 ? fieldSize * 0.75 : size !== undefined && size > 0 ? size : fieldSize,
    lineHeight: undefined,
    color: style.labelColor ?? style.color,
    fontWeight: style.labelFontWeight ?? style.fontWeight,
  };
}

export function LabeledField(props: WidgetRendererProps & { multiline?: boolean }) {
  const { view, style, scale, value, interactive, onValue } = props;
  const text = useTypedText(value, onValue);
  const id = useId();
  const caption = captionStyle(style, view.box.h);
  const captionLayout = textLayout(caption, view.box.h, false);
  const fieldHeight = Math.max(0, view.box.h - captionLayout.fontSize * captionLayout.lineHeight - CAPTION_GAP);
  const inset =
    view.props.labelPadding === true
      ? {
          left: (num(style.paddingLeft) ?? 0) + (num(style.borderLeftWidth) ?? 0),
          right: (num(style.paddingRight) ?? 0) + (num(style.borderRightWidth) ?? 0),
        }
      : { left: num(style.labelOffset) ?? 0, right: num(style.labelOffset) ?? 0 };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: CAPTION_GAP * scale, width: '100%', height: '100%' }}>
      <label
        htmlFor={interactive ? id : undefined}
        style={{
          ...fontCss(caption, scale, view.box.h),
          flex: 'none',
          padding: `0 ${inset.right * scale}px 0 ${inset.left * scale}px`,
          whiteSpace: 'pre',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {view.text}
      </label>
      <div
        style={{
          ...boxCss(style, scale),
          ...textCss(style, scale, fieldHeight, false),
          display: 'flex',
          flex: '1 1 0',
          minHeight: 0,
          boxSizing: 'border-box',
          overflow: 'hidden',
        }}
      >
        <TextField
          view={view}
          text={text}
          interactive={interactive}
          hint={hintOf(view, true)}
          multiline={props.multiline}
          id={id}
        />
      </div>
    </div>
  );
}
