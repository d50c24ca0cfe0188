// The contact form: a mail to the operators.
import type { MailOutbox } from './mailOutbox';

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

export async function sendContactMail(
  mail: MailOutbox,
  operators: string,
  input: { email: string; message: string; name?: string },
): Promise<void> {
  const from = input.name ? `${oneLine(input.name)} <${input.email}>` : input.email;
  await mail.send({
    to: operators,
    replyTo: input.email,
    subject: `Contact form: ${oneLine(input.name || input.email).slice(0, 120)}`,
    text: `From: ${from}\n\n${input.message}`,
  });
}
