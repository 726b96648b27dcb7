import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (memory 19 MiB, 2 passes), the OWASP baseline.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // A malformed stored hash never matches.
  }
}
