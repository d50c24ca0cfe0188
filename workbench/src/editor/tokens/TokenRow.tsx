// One token of the dialog: its picture, name and value, where it is used (a click selects those
// widgets), and editing it in place. Deleting a used token asks first, naming how many use it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteToken,
  isTokenKind,
  tokenUsers,
  updateToken,
  type App,
  type CommandDraft,
  type DesignToken,
  type RunResult,
} from '@protolab/shared';
import { TokenForm } from './TokenForm';
import { TokenSwatch } from './TokenSwatch';
import { tokenSummary } from './tokenValues';

export function TokenRow({
  doc,
  token,
  run,
  onSelect,
}: {
  doc: App;
  token: DesignToken;
  run(draft: CommandDraft): RunResult | undefined;
  onSelect(widgetIds: string[]): void;
}) {
  const { t } = useTranslation('tokens');
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const name = token.name ?? token.id;
  const users = tokenUsers(doc, token.id);
  const uses = users.widgets.length + users.templates.length;

  if (mode === 'edit') {
    return (
      <li className="token-row editing">
        <TokenForm
          initial={{ type: token.type ?? '', name, value: token.value }}
          isNew={false}
          onCancel={() => setMode('view')}
          onSubmit={(input) => {
            const result = run(updateToken(doc, token.id, { name: input.name, value: input.value }));
            if (result?.ok) setMode('view');
            return result;
          }}
        />
      </li>
    );
  }
  return (
    <li className="token-row">
      <TokenSwatch token={token} />
      <span className="token-name">{name}</span>
      <span className="token-summary muted">{tokenSummary(token)}</span>
      {users.widgets.length > 0 ? (
        <button
          type="button"
          className="button ghost small token-uses"
          title={t('selectUsers', { name })}
          onClick={() => onSelect(users.widgets)}
        >
          {t('usedBy', { count: users.widgets.length })}
        </button>
      ) : (
        users.templates.length === 0 && <span className="token-uses muted">{t('unused')}</span>
      )}
      {users.templates.length > 0 && (
        <span className="token-uses muted">{t('inTemplates', { count: users.templates.length })}</span>
      )}
      <span className="token-actions">
        {isTokenKind(token.type) && (
          <button
            type="button"
            className="editor-screen-action"
            aria-label={t('editOf', { name })}
            onClick={() => setMode('edit')}
          >
            <img src="/icons/mdi/pencil.svg" alt="" width={14} height={14} />
          </button>
        )}
        <button
          type="button"
          className="editor-screen-action"
          aria-label={t('deleteOf', { name })}
          onClick={() => (uses ? setMode('confirm') : run(deleteToken(doc, token.id)))}
        >
          {'×'}
        </button>
      </span>
      {mode === 'confirm' && (
        <div className="token-confirm" role="alertdialog" aria-label={t('deleteOf', { name })}>
          <p>{t('confirmDelete', { name, count: uses })}</p>
          <div className="modal-actions">
            <button type="button" className="button ghost small" onClick={() => setMode('view')}>
              {t('cancel')}
            </button>
            <button type="button" className="button danger small" onClick={() => run(deleteToken(doc, token.id))}>
              {t('confirm')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
