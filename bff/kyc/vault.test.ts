import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { masterKeyOf } from './master-key';
import { createVault, VaultError } from './vault';

const vault = createVault(masterKeyOf(randomBytes(32)));
const plain = Buffer.from('%PDF-1.7 DNI 12345678Z María Pérez');

describe('the KYC vault', () => {
  it('seals so that the stored object holds none of the plain bytes, and opens back to them', () => {
    const sealed = vault.seal('kyc/u/1.pdf', plain);
    expect(sealed.object.includes(Buffer.from('12345678Z'))).toBe(false);
    expect(sealed.wrappedKey).not.toContain(plain.toString('base64'));
    expect(vault.open('kyc/u/1.pdf', sealed.object, sealed)).toEqual(plain);
  });

  it('refuses a tampered object, an object moved to another key, and another master key', () => {
    const sealed = vault.seal('kyc/u/1.pdf', plain);
    const tampered = Buffer.from(sealed.object);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => vault.open('kyc/u/1.pdf', tampered, sealed)).toThrow(VaultError);
    expect(() => vault.open('kyc/u/2.pdf', sealed.object, sealed)).toThrow(VaultError);
    const other = createVault(masterKeyOf(randomBytes(32)));
    expect(() => other.open('kyc/u/1.pdf', sealed.object, sealed)).toThrow(VaultError);
  });

  it('gives every object its own data key', () => {
    const a = vault.seal('kyc/u/a', plain);
    const b = vault.seal('kyc/u/b', plain);
    expect(a.wrappedKey).not.toEqual(b.wrappedKey);
    expect(a.object.equals(b.object)).toBe(false);
  });
});
