// The name, e-mail and password fields the account forms share.
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/TextField';
import { VALIDATION_VALUES } from './formValidation';

interface FieldProps {
  value: string;
  onValue(value: string): void;
  /** the validation message (already translated) */
  error?: string;
}

export function EmailField({ value, onValue, error }: FieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('field.email')}
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={error}
    />
  );
}

/** The current password, or with `fresh` a new one (with the rule it must meet as a hint). */
export function PasswordField({
  label,
  name = 'password',
  fresh = false,
  value,
  onValue,
  error,
}: FieldProps & { label: string; name?: string; fresh?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={fresh ? 'new-password' : 'current-password'}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      hint={fresh ? t('signUp.passwordHint', VALIDATION_VALUES) : undefined}
      error={error}
    />
  );
}

type NameField = 'name' | 'lastname';

const NAME_FIELDS = [
  ['name', 'given-name'],
  ['lastname', 'family-name'],
] as const;

/** The first and last name side by side; `label` words a field's name (the sign-up adds "optional"). */
export function NameFields({
  values,
  onValue,
  label = (text) => text,
  error,
}: {
  values: Record<NameField, string>;
  onValue(field: NameField, value: string): void;
  label?(text: string): string;
  error?(field: NameField): string | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="field-row">
      {NAME_FIELDS.map(([name, autoComplete]) => (
        <TextField
          key={name}
          label={label(t(`field.${name}`))}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => onValue(name, e.target.value)}
          error={error?.(name)}
        />
      ))}
    </div>
  );
}
