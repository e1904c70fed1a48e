// Wallet addresses (spec 001 §5 "KYC personal"): 0x and 40 hex digits, and when the address is written
// in mixed case, its EIP-55 checksum must hold — a mistyped letter in a checksummed address would
// otherwise send tokens where nobody can reach them. Keccak comes from @noble/hashes (audited), never
// from hand-written code.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const WALLET_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** The address with the capitals EIP-55 gives it. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const char = hex[i]!;
    out += parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/** All-lower and all-upper addresses carry no checksum; mixed case must match it exactly. */
export function hasValidChecksum(address: string): boolean {
  if (!WALLET_PATTERN.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}
