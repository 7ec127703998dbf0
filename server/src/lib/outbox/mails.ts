import { sql } from 'drizzle-orm';
import type { MailTemplate } from '@hub/contract/logs';
import type { Db } from '../../db/client';

/** A mail the platform sends by itself, to one person: kept in the outbox until it is delivered. */
export type PlatformMail = {
  /** What kind of mail it is: the email log shows its label (contract MAIL_TEMPLATE_LABELS). */
  template: MailTemplate;
  to: { name: string; email: string };
  subject: string;
  text: string;
  html: string;
};

/**
 * Puts a mail in the outbox; the worker sends it (retried, logged like a message's deliveries).
 * The request that causes it only writes two rows: it never waits for SMTP, so an outage loses
 * nothing and the time it takes tells nothing. Call it in the transaction of the write that causes it.
 */
export const enqueueMail = async (db: Db, mail: PlatformMail): Promise<void> => {
  await db.execute(sql`
    WITH mail AS (
      INSERT INTO mails (template, to_name, to_email, subject, html, text_body)
      VALUES (${mail.template}, ${mail.to.name}, ${mail.to.email}, ${mail.subject}, ${mail.html}, ${mail.text})
      RETURNING id, to_name, to_email, subject)
    INSERT INTO deliveries (mail_id, channel, to_name, to_address, subject)
    SELECT id, 'email', to_name, to_email, subject FROM mail`);
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
      UPDATE mails SET to_name = ${name}, to_email = ${placeholder}, subject = '', html = '', text_body = ''
       WHERE lower(to_email) = ${email.toLowerCase()}
      RETURNING id, to_name, to_email)
    UPDATE deliveries d SET to_name = f.to_name, to_address = f.to_email, subject = '',
           status = CASE WHEN d.status IN ('pending', 'sending') THEN 'failed' ELSE d.status END,
           last_error = CASE WHEN d.status IN ('pending', 'sending') THEN 'Destinatário anonimizado' ELSE d.last_error END,
           lease_until = NULL, updated_at = CASE WHEN d.status IN ('pending', 'sending') THEN now() ELSE d.updated_at END
      FROM forgotten f WHERE d.mail_id = f.id`);
};
