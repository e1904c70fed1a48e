import { describe, expect, it } from 'vitest';
import { avatarInitials, displayName, initials, kycState } from './session';

describe('profile helpers', () => {
  it('greets by short name, then full name, then e-mail', () => {
    expect(displayName({ name: 'Lucía', full_name: 'Lucía Martín', email: 'l@x.es' })).toBe('Lucía');
    expect(displayName({ name: ' ', full_name: 'Lucía Martín', email: 'l@x.es' })).toBe('Lucía Martín');
    expect(displayName({ name: null, full_name: null, email: 'l@x.es' })).toBe('l@x.es');
  });

  it('draws avatar initials from the full name when there is one', () => {
    expect(avatarInitials({ name: 'Lucía', full_name: 'Lucía Martín Ortega', email: 'l@x.es' })).toBe('LM');
    expect(avatarInitials({ name: null, full_name: null, email: 'ana@x.es' })).toBe('A');
    expect(initials('álvaro  ruiz')).toBe('ÁR');
  });

  it('reads any KYC status other than ok or process as pending', () => {
    expect(kycState('ok')).toBe('ok');
    expect(kycState('process')).toBe('process');
    expect(kycState('no')).toBe('pending');
  });
});
