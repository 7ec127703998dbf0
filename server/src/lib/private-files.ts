import fs from 'node:fs';

/**
 * DATA_DIR holds the database, uploads with personal data and, without SMTP, mails with live
 * password links: its folders are the server's user's alone (0700), and so are its files (0600).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its missing parents) as 0700, and makes an existing one 0700 too. */
export const ensurePrivateDir = (dir: string): void => {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
};
