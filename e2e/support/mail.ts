import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DATA_DIR } from './env';

/** Undoes quoted-printable: soft line breaks and =XX escapes (nodemailer writes text parts this way). */
const decodeQuotedPrintable = (text: string): string =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const mailsTo = (to: string): string[] => {
  const dir = path.join(DATA_DIR, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail));
};

/**
 * Without SMTP_URL the server writes each mail as an .eml under DATA_DIR/mail. Waits for the
 * newest mail to `to` that holds a link to `pathname`, and answers that link.
 */
export const waitForMailLink = async (to: string, pathname: string): Promise<string> => {
  const pattern = new RegExp(`https?://[^\\s"<>]+${pathname}\\?key=[A-Za-z0-9_%-]+`);
  let link = '';
  await expect
    .poll(() => {
      const mails = mailsTo(to);
      link = mails.at(-1)?.match(pattern)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
};

/** Waits for the newest mail to `to` that contains `text` (decoded), and answers it whole. */
export const waitForMail = async (to: string, text: string): Promise<string> => {
  let found = '';
  await expect
    .poll(() => {
      found = mailsTo(to).findLast((mail) => mail.includes(text)) ?? '';
      return found;
    })
    .not.toBe('');
  return found;
};
