// The contact form's rules (SPEC §5: an email and a message are required), with the schema the API
// checks with, mapped to the help namespace's message keys.
import { contactInputSchema, type ContactInput } from '@protolab/shared';

export type ContactErrorKey = 'contact.emailRequired' | 'contact.emailInvalid' | 'contact.messageRequired';
export type ContactErrors = Partial<Record<'email' | 'message', ContactErrorKey>>;

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export type ContactCheck = { ok: true; input: ContactInput } | { ok: false; errors: ContactErrors };

export function checkContact(values: ContactValues): ContactCheck {
  const name = values.name.trim();
  const result = contactInputSchema.safeParse({
    email: values.email.trim(),
    message: values.message,
    ...(name && { name }),
  });
  if (result.success) return { ok: true, input: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'email') errors.email ??= values.email.trim() ? 'contact.emailInvalid' : 'contact.emailRequired';
    if (field === 'message') errors.message ??= 'contact.messageRequired';
  }
  return { ok: false, errors };
}
