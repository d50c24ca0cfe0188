// What the account forms that send to the server share: validation, busy while sending, a failure.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../shell/errors';
import { validate, VALIDATION_VALUES, type FieldErrors, type Schema } from './formValidation';

/**
 * `submit(event, values)` checks the values with `schema` (a wrong field gets its message) and sends
 * the parsed input while `busy`; a failure is what `send` answers, or `failureOf` the error it throws.
 */
export function useAccountForm<T>(
  schema: Schema<T>,
  send: (input: T) => Promise<string | void>,
  failureOf: (error: unknown) => string = errorText,
) {
  const { t } = useTranslation('account');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent, values: unknown) {
    event.preventDefault();
    setFailure(undefined);
    const input = validate(schema, values);
    if (!input.ok) return setErrors(input.errors);
    setErrors({});
    setBusy(true);
    try {
      const failed = await send(input.value);
      if (failed) setFailure(failed);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  }

  /** A field's message, translated. */
  const message = (field: string) => (errors[field] ? t(errors[field], VALIDATION_VALUES) : undefined);
  return { errors, failure, busy, submit, message };
}
