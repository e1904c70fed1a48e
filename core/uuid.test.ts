import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('takes an id in either case', () => {
    expect(isUuid('0b9d3c1e-5f2a-4c7d-9e8f-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('0B9D3C1E-5F2A-4C7D-9E8F-1A2B3C4D5E6F')).toBe(true);
  });

  it('refuses what would be a bad cast', () => {
    for (const value of ['', 'view', '0b9d3c1e-5f2a-4c7d-9e8f-1a2b3c4d5e6', '0b9d3c1e5f2a4c7d9e8f1a2b3c4d5e6f', ' 0b9d3c1e-5f2a-4c7d-9e8f-1a2b3c4d5e6f', '0b9d3c1e-5f2a-4c7d-9e8f-1a2b3c4d5e6g', '0b9d3c1e-5f2a-4c7d-9e8f-1a2b3c4d5e6f\n']) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
