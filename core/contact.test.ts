import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ContactSchema } from './contact';

const valid = { name: 'Ana Pérez', email: 'Ana@Example.com ', message: 'Quiero tokenizar un local.', privacyAccepted: true };

/** The first problem found: what the form shows under the field and what the server answers. */
function issues(input: unknown): string[] {
  const result = v.safeParse(ContactSchema, input);
  return result.success ? [] : [result.issues[0].message];
}

describe('ContactSchema', () => {
  it('accepts a complete message and normalises it', () => {
    const result = v.parse(ContactSchema, { ...valid, phone: ' +34 600 123 456 ' });
    expect(result).toMatchObject({ email: 'ana@example.com', phone: '+34 600 123 456', marketingAccepted: false, website: '' });
  });

  it('treats the phone as optional', () => {
    expect(v.parse(ContactSchema, valid).phone).toBe('');
    expect(v.parse(ContactSchema, { ...valid, phone: null }).phone).toBe('');
  });

  it('names each missing required field', () => {
    expect(issues({ ...valid, name: '  ' })).toEqual(['contact.nameRequired']);
    expect(issues({ ...valid, email: '' })).toEqual(['validation.emailRequired']);
    expect(issues({ ...valid, message: undefined })).toEqual(['contact.messageRequired']);
    expect(issues({ ...valid, privacyAccepted: false })).toEqual(['contact.privacyRequired']);
  });

  it('refuses a malformed e-mail or phone and over-long texts', () => {
    expect(issues({ ...valid, email: 'ana@' })).toEqual(['validation.emailInvalid']);
    expect(issues({ ...valid, phone: 'call me' })).toEqual(['contact.phoneInvalid']);
    expect(issues({ ...valid, message: 'x'.repeat(5001) })).toEqual(['contact.messageTooLong']);
    expect(issues({ ...valid, name: 'x'.repeat(121) })).toEqual(['contact.nameTooLong']);
  });

  it('keeps the marketing consent when given', () => {
    expect(v.parse(ContactSchema, { ...valid, marketingAccepted: true }).marketingAccepted).toBe(true);
  });
});
