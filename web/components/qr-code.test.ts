import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { epcPayload } from '../../core/investments';
import { modulesPath, qrModules, utf8Binary } from './qr-code';

const payload = epcPayload({ bic: 'CAIXESBBXXX', beneficiary: 'Tokenia Inversiones, S.L.', iban: 'ES91 2100 0418 4502 0005 1332', amountCents: 100_000, reference: 'RF18INV00000001' });

describe('a QR code (the EPC transfer code)', () => {
  it('writes the payload as UTF-8 bytes', () => {
    expect(utf8Binary('BCD')).toBe('BCD');
    expect([...utf8Binary('Peñas Añón')].map((char) => char.charCodeAt(0))).toEqual([...new TextEncoder().encode('Peñas Añón')]);
  });

  it('is a square QR code with its three finder patterns', () => {
    const modules = qrModules(payload);
    const size = modules.length;
    // Version 1 is 21 modules; each version adds 4; an EPC payload needs a few versions.
    expect((size - 21) % 4).toBe(0);
    expect(size).toBeGreaterThan(21);
    expect(modules.every((row) => row.length === size)).toBe(true);
    // A finder pattern: a dark 7x7 ring around a light ring around a dark 3x3 core.
    const finderAt = (top: number, left: number) =>
      [0, 6].every((edge) => [0, 1, 2, 3, 4, 5, 6].every((i) => modules[top + edge]![left + i] && modules[top + i]![left + edge])) &&
      [1, 5].every((edge) => [1, 2, 3, 4, 5].every((i) => !modules[top + edge]![left + i])) &&
      modules[top + 3]![left + 3];
    expect(finderAt(0, 0)).toBe(true);
    expect(finderAt(0, size - 7)).toBe(true);
    expect(finderAt(size - 7, 0)).toBe(true);
  });

  it('changes with the payload and draws one square per dark module', () => {
    const modules = qrModules(payload);
    const dark = modules.flat().filter(Boolean).length;
    expect(modulesPath(modules).match(/M/g)).toHaveLength(dark);
    expect(modulesPath(qrModules(payload.replace('1000.00', '2000.00')))).not.toBe(modulesPath(modules));
  });

  it('reads back as the exact payload, accents included, with a QR reader', () => {
    const withAccents = epcPayload({ bic: 'BBVAESMMXXX', beneficiary: 'Peñalara Inversión, S.L.', iban: 'ES3501822370430201583947', amountCents: 123_456, reference: 'RF47HPX0000002' });
    for (const text of [payload, withAccents]) {
      const modules = qrModules(text);
      // Drawn as the SVG does: 4 px a module, a quiet zone of 4 modules, black on white.
      const scale = 4;
      const side = (modules.length + 8) * scale;
      const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
      modules.forEach((row, y) =>
        row.forEach((dark, x) => {
          if (!dark) return;
          for (let dy = 0; dy < scale; dy += 1)
            for (let dx = 0; dx < scale; dx += 1) {
              const at = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
              pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
            }
        }),
      );
      const read = jsQR(pixels, side, side);
      expect(read).not.toBeNull();
      expect(new TextDecoder().decode(new Uint8Array(read!.binaryData))).toBe(text);
    }
  });
});
