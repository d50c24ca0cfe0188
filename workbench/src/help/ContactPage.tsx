import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactInput } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { useSession } from '../shell/useSession';
import { TextField } from '../ui/TextField';
import { checkContact, type ContactErrors } from './contactForm';
import './help.css';

/** contact.html: a message to the operators (POST /rest/contact). */
export function ContactPage() {
  const { t } = useTranslation(['help', 'common']);
  const banner = useBanner();
  const { user, loggedIn } = useSession();
  const [values, setValues] = useState({
    name: loggedIn ? [user.name, user.lastname].filter(Boolean).join(' ') : '',
    email: loggedIn ? (user.email ?? '') : '',
    message: '',
  });
  const [errors, setErrors] = useState<ContactErrors>({});
  const send = useMutation({
    mutationFn: (input: ContactInput) => api.user.contact(input),
    onSuccess: () => {
      banner.success(t('contact.sent'));
      setValues((current) => ({ ...current, message: '' }));
    },
    onError: reportError,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContact(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    send.mutate(checked.input);
  }

  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const invalid = Boolean(errors.email || errors.message);

  return (
    <div className="help">
      <form className="card form contact-form" onSubmit={submit} noValidate>
        <h1>{t('contact.title')}</h1>
        <p className="muted">{t('contact.intro')}</p>
        {invalid && (
          <p role="alert" className="form-error">
            {t('contact.required')}
          </p>
        )}
        <TextField
          label={t('contact.name')}
          value={values.name}
          autoComplete="name"
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          value={values.email}
          autoComplete="email"
          error={errors.email && t(errors.email)}
          onChange={(event) => set('email')(event.target.value)}
        />
        <div className={`field${errors.message ? ' field-invalid' : ''}`}>
          <label htmlFor="contact-message">{t('contact.message')}</label>
          <textarea
            id="contact-message"
            rows={6}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
            onChange={(event) => set('message')(event.target.value)}
          />
          {errors.message && (
            <small id="contact-message-error" className="field-error">
              {t(errors.message)}
            </small>
          )}
        </div>
        <div className="actions">
          <button type="submit" className="button primary" disabled={send.isPending}>
            {send.isPending ? t('contact.sending') : t('contact.send')}
          </button>
        </div>
      </form>
    </div>
  );
}
