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
      RETURNING id)
    INSERT INTO deliveries (mail_id, channel) SELECT id, 'email' FROM mail`);
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
      RETURNING id)
    UPDATE deliveries SET status = 'failed', last_error = 'Destinatário anonimizado', lease_until = NULL, updated_at = now()
     WHERE mail_id IN (SELECT id FROM forgotten) AND status IN ('pending', 'sending')`);
};
