import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** Seals short secrets kept in the database (TOTP keys), so a copy of the table alone does not give them away. */
export type SecretBox = {
  seal: (plaintext: string) => string;
  /** The plaintext, or null when the value was sealed under another key or altered. */
  open: (sealed: string) => string | null;
};

const VERSION = 'v1';

/**
 * AES-256-GCM under a key derived from the session key (every instance shares it; never the
 * session key itself). Changing JWT_SECRET makes sealed values unreadable: the TOTP keys then stop
 * working and their owners sign in with a recovery code or have their factors reset.
 */
export const createSecretBox = (secret: string, purpose: string): SecretBox => {
  const key = createHmac('sha256', secret).update(`hub sealed ${purpose}`).digest();
  return {
    seal: (plaintext) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
};
