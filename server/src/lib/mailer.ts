import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailLog } from '../db/schema/index';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  /** A fixed Message-ID (the outbox's idempotency key), so a resend is recognisably the same mail. */
  messageId?: string;
  /** The outbox delivery it is, kept in the email log. */
  deliveryId?: string;
  /** A calendar invitation, sent as the text/calendar alternative mail clients offer to add. */
  icalEvent?: { method: string; content: string };
  /** A file sent with it, its bytes in base64 (a scheduled report's .xlsx). */
  attachment?: { filename: string; contentType: string; base64: string };
};
/** A refusal carries the SMTP reply code when the server answered (4xx temporary, 5xx permanent). */
export type MailResult = { ok: true; messageId: string } | { ok: false; error: string; responseCode?: number; code?: string };

export type Mailer = {
  /** Sends one mail and records the attempt in the email log; never throws for a refused mail. */
  send: (mail: Mail) => Promise<MailResult>;
  close: () => void;
};

export type MailerOptions = { smtpUrl: string | undefined; from: string; dataDir: string; db: Db };

/**
 * One file per mail, named by the time (so a directory listing is in sending order) and the
 * Message-ID, which no other mail shares: mails of the same millisecond never overwrite each other.
 * Written beside and renamed, so a reader never sees half a mail.
 */
export const emlFileName = (sentAt: Date, messageId: string): string =>
  `${sentAt.toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^A-Za-z0-9@.-]/g, '')}.eml`;

const writeEml = async (mailDir: string, messageId: string, message: Buffer): Promise<void> => {
  await fs.mkdir(mailDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = path.join(mailDir, emlFileName(new Date(), messageId));
  // A mail may hold a live password link: readable by the server's user only.
  await fs.writeFile(`${file}.part`, message, { mode: PRIVATE_FILE_MODE });
  await fs.rename(`${file}.part`, file);
};

/** What the email log keeps of a mail, besides its outcome. */
const logged = (mail: Mail) => ({
  to: mail.to,
  subject: mail.subject,
  template: mail.template,
  deliveryId: mail.deliveryId ?? null,
});

/** nodemailer over SMTP_URL; without it, each mail is written as an .eml file under DATA_DIR/mail. */
export const createMailer = ({ smtpUrl, from, dataDir, db }: MailerOptions): Mailer => {
  const mailDir = path.join(dataDir, 'mail');
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const deliver = async (mail: Mail): Promise<string> => {
    const icalEvent = mail.icalEvent ? { ...mail.icalEvent, filename: 'convite.ics' } : undefined;
    const attachments = mail.attachment
      ? [{ filename: mail.attachment.filename, contentType: mail.attachment.contentType, content: mail.attachment.base64, encoding: 'base64' }]
      : undefined;
    const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId, icalEvent, attachments });
    if (!smtpUrl) await writeEml(mailDir, info.messageId, (info as unknown as { message: Buffer }).message);
    return info.messageId;
  };

  return {
    send: async (mail) => {
      try {
        const messageId = await deliver(mail);
        await db.insert(emailLog).values({ ...logged(mail), status: 'sent', messageId });
        return { ok: true, messageId };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
        await db.insert(emailLog).values({ ...logged(mail), status: 'failed', error: message });
        return {
          ok: false,
          error: message,
          ...(typeof responseCode === 'number' ? { responseCode } : {}),
          ...(typeof code === 'string' ? { code } : {}),
        };
      }
    },
    close: () => transport.close(),
  };
};
