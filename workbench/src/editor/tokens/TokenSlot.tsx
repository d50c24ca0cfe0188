// A style field of the properties that a design token can give. Unlinked: the field, and a choice
// of the app's tokens of its kind to link it to. Linked: the token's name instead of the field
// (the token's value is edited in the tokens dialog) and a button to unlink; linked by the
// widget's template: the token's name, and a choice of another token for this widget alone.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignTokenKind } from '@protolab/shared';
import type { TokenLinking } from './tokenLinking';
import { TokenSwatch } from './TokenSwatch';
import './tokens.css';

export function TokenSlot({
  linking,
  kind,
  props,
  label,
  children,
}: {
  linking: TokenLinking;
  kind: DesignTokenKind;
  /** the css props the field edits, which the token gives */
  props: readonly string[];
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('tokens');
  const { token, any, fromTemplate } = linking.linked(kind, props);
  const tokens = linking.tokens(kind, props);
  const choice = tokens.length > 0 && (
    <select
      className="token-link-select"
      aria-label={t('linkOf', { name: label })}
      value=""
      onChange={(e) => e.target.value && linking.link(e.target.value, props)}
    >
      <option value="">{t('linkNone')}</option>
      {tokens.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name ?? option.id}
        </option>
      ))}
    </select>
  );
  if (any) {
    return (
      <div className="token-linked" role="group" aria-label={label}>
        <span className="token-linked-label">{label}</span>
        <span className="token-chip" title={t('linked')}>
          {token && <TokenSwatch token={token} />}
          {token ? (token.name ?? token.id) : t('mixedLinks')}
        </span>
        {fromTemplate ? (
          <>
            <span className="muted small">{t('fromTemplate')}</span>
            {choice}
          </>
        ) : (
          <button
            type="button"
            className="button ghost small"
            aria-label={t('unlinkOf', { name: label })}
            onClick={() => linking.unlink(kind, props)}
          >
            {t('unlink')}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      {children}
      {choice}
    </>
  );
}
