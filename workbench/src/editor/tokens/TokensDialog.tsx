// The app's design tokens by kind (colour, border, font, padding, shadow, and kinds we do not
// edit, from imports): create one, edit or delete one, see and select the widgets using it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createToken,
  DESIGN_TOKEN_KINDS,
  isTokenKind,
  type App,
  type CommandDraft,
  type DesignToken,
  type RunResult,
} from '@protolab/shared';
import { Modal } from '../../ui/Modal';
import { TokenForm } from './TokenForm';
import { TokenRow } from './TokenRow';
import { newTokenValue } from './tokenValues';
import './tokens.css';

export function TokensDialog({
  doc,
  run,
  onSelect,
  onClose,
}: {
  doc: App;
  run(draft: CommandDraft): RunResult | undefined;
  /** selects widgets on the canvas (the dialog closes to show them) */
  onSelect(widgetIds: string[]): void;
  onClose(): void;
}) {
  const { t } = useTranslation('tokens');
  const [creating, setCreating] = useState(false);
  const tokens = Object.values(doc.designtokens ?? {});
  const groups = [
    ...DESIGN_TOKEN_KINDS.map((kind) => ({ kind, tokens: tokens.filter((token) => token.type === kind) })),
    { kind: 'other' as const, tokens: tokens.filter((token) => !isTokenKind(token.type)) },
  ].filter((group) => group.tokens.length > 0);
  const row = (token: DesignToken) => (
    <TokenRow
      key={token.id}
      doc={doc}
      token={token}
      run={run}
      onSelect={(ids) => {
        onSelect(ids);
        onClose();
      }}
    />
  );

  return (
    <Modal title={t('title')} onClose={onClose}>
      <div className="tokens-dialog">
        <p className="muted">{t('intro')}</p>
        {creating ? (
          <TokenForm
            initial={{ type: 'color', name: '', value: newTokenValue('color') }}
            isNew
            onCancel={() => setCreating(false)}
            onSubmit={(input) => {
              const result = run(createToken(doc, input));
              if (result?.ok) setCreating(false);
              return result;
            }}
          />
        ) : (
          <button type="button" className="button primary small" onClick={() => setCreating(true)}>
            {t('new')}
          </button>
        )}
        {groups.length === 0 && <p className="muted">{t('empty')}</p>}
        {groups.map((group) => (
          <section key={group.kind} className="token-group" aria-label={t(`kind.${group.kind}`)}>
            <h3 className="editor-panel-title">{t(`kind.${group.kind}`)}</h3>
            <ul className="token-list">{group.tokens.map(row)}</ul>
          </section>
        ))}
      </div>
    </Modal>
  );
}
