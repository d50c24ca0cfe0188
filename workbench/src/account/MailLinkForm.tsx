import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthShell } from './AuthShell';

/**
 * The page a mail's link leads to (reset the password, unlock the account): the address the link
 * names and the form for it, or, when the link lost its email or key, a message saying so.
 */
export function MailLinkForm(props: {
  title: string;
  email: string | undefined;
  /** the link holds its email and key */
  complete: boolean;
  onSubmit(event: FormEvent): void;
  /** the form's fields and button, below the address */
  children: ReactNode;
  /** the link under the form */
  footer: ReactNode;
}) {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <AuthShell>
      <form className="form" noValidate onSubmit={props.onSubmit} aria-labelledby={titleId}>
        <h2 id={titleId}>{props.title}</h2>
        {props.complete ? (
          <>
            <p className="muted">{props.email}</p>
            {props.children}
          </>
        ) : (
          <p className="form-error" role="alert">
            {t('reset.incomplete')}
          </p>
        )}
      </form>
      <p className="auth-switch">{props.footer}</p>
    </AuthShell>
  );
}
