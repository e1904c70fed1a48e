import { describe, expect, it } from 'vitest';
import { statusBadgeTone } from './project-badge';

describe('statusBadgeTone', () => {
  it('follows the admin colours: active green, cancelled grey, else yellow', () => {
    expect(['active', 'cancelled', 'completed', 'draft', 'blocked', 'raro'].map((s) => statusBadgeTone(s, 'admin'))).toEqual([
      'green',
      'grey',
      'yellow',
      'yellow',
      'yellow',
      'yellow',
    ]);
  });

  it('follows the investor colours: active green, completed grey, else yellow', () => {
    expect(['active', 'completed', 'cancelled', 'draft'].map((s) => statusBadgeTone(s, 'investor'))).toEqual(['green', 'grey', 'yellow', 'yellow']);
  });
});
