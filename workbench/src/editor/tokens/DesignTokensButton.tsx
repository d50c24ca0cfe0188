// The editor's way to the design tokens: a button under the widget palette, with how many the app
// has, that opens the tokens dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { App, CommandDraft, RunResult } from '@protolab/shared';
import { TokensDialog } from './TokensDialog';

export function DesignTokensButton({
  doc,
  run,
  onSelect,
}: {
  doc: App;
  run(draft: CommandDraft): RunResult | undefined;
  onSelect(widgetIds: string[]): void;
}) {
  const { t } = useTranslation('tokens');
  const [open, setOpen] = useState(false);
  const count = Object.keys(doc.designtokens ?? {}).length;
  return (
    <div className="tokens-open">
      <button type="button" className="button ghost small" onClick={() => setOpen(true)}>
        <img src="/icons/mdi/palette-swatch.svg" alt="" width={16} height={16} />
        {t('open')}
        {count > 0 && <span className="tokens-count">{count}</span>}
      </button>
      {open && <TokensDialog doc={doc} run={run} onSelect={onSelect} onClose={() => setOpen(false)} />}
    </div>
  );
}
