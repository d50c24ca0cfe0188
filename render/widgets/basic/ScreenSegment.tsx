import { useContext } from 'react';
import { SegmentContext } from '../../RenderContext';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** Another screen (`props.screenID`) inside this one, scrolling when `props.scroll`. */
export default function ScreenSegment({ view }: WidgetRendererProps) {
  const segment = useContext(SegmentContext);
  if (typeof view.props.screenID !== 'string') return null;
  return (
    <div className={`pl-fill${view.props.scroll === true ? ' pl-scroll' : ''}`}>{segment(view.props.screenID)}</div>
  );
}
