import type { WidgetRendererProps } from '../../widgetRenderer';

/** Link text; in the player it opens `props.url` in a new tab (outside the prototype). */
export default function WebLink({ view, interactive }: WidgetRendererProps) {
  const url = typeof view.props.url === 'string' && /^https?:\/\//.test(view.props.url) ? view.props.url : undefined;
  return (
    <a
      className="pl-text pl-link-text"
      href={interactive ? url : undefined}
      target="_blank"
      rel="noopener noreferrer"
      style={{ color: 'inherit', textDecoration: 'inherit', pointerEvents: 'auto' }}
    >
      {view.text}
    </a>
  );
}
