// Recovery codes: ten random codes shown once, kept only as hashes, each good for one use. Fifty bits
// each and attempts limited, so a plain SHA-256 is enough: nobody can guess through the limit.
import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../core/second-factor';
import { formatRecoveryCode, normaliseRecoveryCode } from '../../../core/second-factor-rules';

/** No 0/o, 1/l/i: a code read off paper is typed back right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

export const hashRecoveryCode = (typed: string): string => createHash('sha256').update(normaliseRecoveryCode(typed)).digest('hex');

/** Ten new codes as the user sees them, and their hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    formatRecoveryCode(Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')),
  );
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
