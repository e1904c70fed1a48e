import { describe, expect, it } from 'vitest';
import { tokenSymbol } from './token-symbol';

describe('tokenSymbol', () => {
  it('takes the initials of a name of several words, without accents, at most six', () => {
    expect(tokenSymbol('Residencial Las Dunas')).toBe('RLD');
    expect(tokenSymbol('Edificio Ópalo – Málaga Centro')).toBe('EOMC');
    expect(tokenSymbol('uno dos tres cuatro cinco seis siete')).toBe('UDTCCS');
  });

  it('takes the first four letters of a one-word name, and TKN when nothing is left', () => {
    expect(tokenSymbol('Solaria')).toBe('SOLA');
    expect(tokenSymbol('  ¡¿!  ')).toBe('TKN');
  });
});
