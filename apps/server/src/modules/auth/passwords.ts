import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with OWASP's recommended memory and passes. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows, verified when the user does not exist so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}

/** At least 10 characters with at least one letter and one digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 10 && /\p{L}/u.test(password) && /\d/.test(password);
}
