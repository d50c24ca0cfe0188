// Inline text editing over a widget (double-click or Enter): what is typed shows at once on the
// canvas and is one undo step; Enter or leaving the field ends it, Escape too.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setWidgetProps, type Editor } from '@protolab/shared';
import type { View } from './viewport';

export function TextEditor({
  editor,
  widgetId,
  view,
  onDone,
}: {
  editor: Editor;
  widgetId: string;
  view: View;
  onDone(): void;
}) {
  const { t } = useTranslation('editor');
  const field = useRef<HTMLTextAreaElement>(null);
  const widget = editor.doc.widgets[widgetId];
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  if (!widget) return null;
  const done = () => {
    editor.seal();
    onDone();
  };
  return (
    <textarea
      ref={field}
      className="canvas-text-editor"
      aria-label={t('editText', { name: widget.name ?? widget.type })}
      style={{
        left: view.x + widget.x * view.scale,
        top: view.y + widget.y * view.scale,
        width: Math.max(60, widget.w * view.scale),
        height: Math.max(28, widget.h * view.scale),
      }}
      defaultValue={typeof widget.props?.label === 'string' ? widget.props.label : ''}
      onChange={(e) =>
        editor.run(setWidgetProps(editor.doc, [widgetId], { label: e.target.value }, `label:${widgetId}`))
      }
      onBlur={done}
      onKeyDown={(e) => {
        e.stopPropagation();
        if ((e.key === 'Enter' && !e.shiftKey) || e.key === 'Escape') {
          e.preventDefault();
          done();
        }
      }}
    />
  );
}
