import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (a unit test holds it); these are OWASP's minimums.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};
