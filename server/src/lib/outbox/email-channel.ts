import type { Mailer, MailResult } from '../mailer';
import type { ChannelSender, SendOutcome } from './channels';

/** SMTP reply codes 4xx are temporary (try again later), 5xx permanent; no reply at all is a network failure. */
export const classifyMailFailure = (result: Extract<MailResult, { ok: false }>): SendOutcome => {
  const code = result.responseCode !== undefined ? String(result.responseCode) : result.code;
  const outcome = { error: result.error, ...(code ? { code } : {}) };
  if (result.responseCode === undefined) return { kind: 'retry', ...outcome };
  if (result.responseCode >= 400 && result.responseCode < 500) return { kind: 'retry', ...outcome };
  return { kind: 'failed', ...outcome };
};

/** The domain part of MAIL_FROM, so Message-IDs look like the sender's own. */
export const messageIdDomain = (from: string): string => /@([^>\s]+)/.exec(from)?.[1] ?? 'hub.local';

export const createEmailSender =
  (mailer: Mailer, from: string): ChannelSender =>
  async (delivery) => {
    if (!delivery.to.email) return { kind: 'failed', error: 'Destinatário sem email' };
    const result = await mailer.send({
      to: delivery.to.email,
      subject: delivery.subject,
      text: delivery.text,
      html: delivery.html,
      template: delivery.template,
      messageId: `<${delivery.idempotencyKey}@${messageIdDomain(from)}>`,
      deliveryId: delivery.id,
      ...(delivery.calendar ? { icalEvent: delivery.calendar } : {}),
      ...(delivery.attachment ? { attachment: delivery.attachment } : {}),
    });
    if (result.ok) return { kind: 'sent', providerId: result.messageId };
    return classifyMailFailure(result);
  };
