// The editor's way to the AI page generator: a button under the widget palette that opens the
// dialog; the prompts so far stay while the editor is open, for "Try again" and "Refine".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiTurn, Editor } from '@protolab/shared';
import { useServerConfig } from '../prototypes/queries';
import { GenerateScreenDialog } from './GenerateScreenDialog';

export function GenerateScreenButton({ editor, startOpen = false }: { editor: Editor; startOpen?: boolean }) {
  const { t } = useTranslation('ai');
  const [open, setOpen] = useState(startOpen);
  const [turns, setTurns] = useState<AiTurn[]>([]);
  const config = useServerConfig();
  return (
    <div className="ai-open">
      <button type="button" className="button ghost small" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && (
        <GenerateScreenDialog
          editor={editor}
          relayed={config.data?.aiProviders ?? []}
          turns={turns}
          onTurns={setTurns}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
