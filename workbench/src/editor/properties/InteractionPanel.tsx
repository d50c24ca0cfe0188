// Prototype mode's properties: only what the selected widget or screen does when the prototype is
// played (its links with their event, target, transition and condition; whether testers start on a
// screen), nothing of its looks or its place, which design mode edits.
import { useTranslation } from 'react-i18next';
import type { App, CommandDraft } from '@protolab/shared';
import { LinksPanel } from '../LinksPanel';
import { useWidgetNames } from '../palette/widgetNames';
import { StartScreenToggle } from './StartScreenToggle';

export function InteractionPanel({
  doc,
  selection,
  run,
}: {
  doc: App;
  selection: readonly string[];
  run(draft: CommandDraft): void;
}) {
  const { t } = useTranslation('editor');
  const names = useWidgetNames();
  const id = selection.length === 1 ? selection[0] : undefined;
  const widget = id ? doc.widgets[id] : undefined;
  const screen = id ? doc.screens[id] : undefined;
  const source = widget ?? screen;
  return (
    <section className="editor-properties" aria-label={t('interaction')}>
      <h2 className="editor-panel-title">
        {widget
          ? `${widget.name ?? names.name(widget.type)} (${names.name(widget.type)})`
          : screen
            ? screen.name || t('unnamed')
            : t('interaction')}
      </h2>
      {source ? (
        <LinksPanel doc={doc} source={source.id} run={run} />
      ) : (
        <p className="muted editor-hint">{t('interactionOne')}</p>
      )}
      {screen && <StartScreenToggle doc={doc} screen={screen} run={run} />}
    </section>
  );
}
