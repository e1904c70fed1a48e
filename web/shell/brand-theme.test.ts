import { describe, expect, it } from 'vitest';
import { brandCssVariables } from './brand-theme';
import { DEFAULT_BRAND } from './brand';

describe('brandCssVariables', () => {
  const vars = brandCssVariables({
    ...DEFAULT_BRAND,
    colors: { primary: '#B4232C', primaryContrast: '#FFFFFF', accent: '#F2B441', dark: '#2B0A10' },
  });

  it('derives the Ionic colour variants from the brand colour', () => {
    expect(vars['--ion-color-primary']).toBe('#B4232C');
    expect(vars['--ion-color-primary-rgb']).toBe('180,35,44');
    expect(vars['--ion-color-primary-contrast-rgb']).toBe('255,255,255');
    expect(vars['--ion-color-primary-shade']).toBe('#9e1f27');
    expect(vars['--ion-color-primary-tint']).toBe('#bc3941');
  });

  it('exposes the brand colours to the public site', () => {
    expect(vars['--brand-accent']).toBe('#F2B441');
    expect(vars['--brand-dark']).toBe('#2B0A10');
  });
});
