import { sql } from 'drizzle-orm';
import type { MailTemplate } from '@hub/contract/logs';
import type { Db } from '../../db/client';
import type { MailAttachment, MailCalendar, WhatsAppTemplate } from '../../db/schema/index';

/** A mail the platform sends by itself, to one person: kept in the outbox until it is delivered. */
export type PlatformMail = {
  /** What kind of mail it is: the email log shows its label (contract MAIL_TEMPLATE_LABELS). */
  template: MailTemplate;
  to: { name: string; email: string };
  subject: string;
  text: string;
  html: string;
  /** Sent as the mail's text/calendar part (an interview's invitation). */
  calendar?: MailCalendar;
  /** A file sent with it (a scheduled report's .xlsx). */
  attachment?: MailAttachment;
  /**
   * The same, also by WhatsApp to this phone (sent where WhatsApp is configured, to a professional
   * only with their opt-in): as an approved template, or else as the mail's subject and text.
   */
  whatsapp?: { phone: string; template?: WhatsAppTemplate };
};

/**
 * Puts a mail in the outbox; the worker sends it (retried, logged like a message's deliveries).
 * The request that causes it only writes two rows: it never waits for SMTP, so an outage loses
 * nothing and the time it takes tells nothing. Call it in the transaction of the write that causes it.
 */
export const enqueueMail = async (db: Db, mail: PlatformMail): Promise<void> => {
  const calendar = mail.calendar ? JSON.stringify(mail.calendar) : null;
  const template = mail.whatsapp?.template ? JSON.stringify(mail.whatsapp.template) : null;
  const attachment = mail.attachment ? JSON.stringify(mail.attachment) : null;
  // A WhatsApp delivery of the same mail is a row of its own: its own attempts and log.
  const whatsapp = mail.whatsapp
    ? sql` UNION ALL SELECT id, 'whatsapp', to_name, ${mail.whatsapp.phone}, subject FROM mail`
    : sql``;
  await db.execute(sql`
    WITH mail AS (
      INSERT INTO mails (template, to_name, to_email, subject, html, text_body, calendar, whatsapp_template, attachment)
      VALUES (${mail.template}, ${mail.to.name}, ${mail.to.email}, ${mail.subject}, ${mail.html}, ${mail.text},
              ${calendar}::jsonb, ${template}::jsonb, ${attachment}::jsonb)
      RETURNING id, to_name, to_email, subject)
    INSERT INTO deliveries (mail_id, channel, to_name, to_address, subject)
    SELECT id, 'email', to_name, to_email, subject FROM mail${whatsapp}`);
};

/**
 * LGPD anonymisation: the platform's mails to this address keep no name, address or content, and
 * those not yet sent never will be.
 */
export const forgetPlatformMails = async (
  db: Db,
  email: string,
  name: string,
  placeholder: string,
): Promise<void> => {
  await db.execute(sql`
    WITH forgotten AS (
      UPDATE mails SET to_name = ${name}, to_email = ${placeholder}, subject = '', html = '', text_body = '',
             calendar = NULL, whatsapp_template = NULL, attachment = NULL
       WHERE lower(to_email) = ${email.toLowerCase()}
      RETURNING id, to_name, to_email)
    UPDATE deliveries d SET to_name = f.to_name, to_address = f.to_email, subject = '',
           status = CASE WHEN d.status IN ('pending', 'sending') THEN 'failed' ELSE d.status END,
           last_error = CASE WHEN d.status IN ('pending', 'sending') THEN 'Destinatário anonimizado' ELSE d.last_error END,
           lease_until = NULL, updated_at = CASE WHEN d.status IN ('pending', 'sending') THEN now() ELSE d.updated_at END
      FROM forgotten f WHERE d.mail_id = f.id`);
};
