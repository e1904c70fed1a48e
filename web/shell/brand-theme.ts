// Paints a brand onto the page: Ionic's primary/secondary/dark colour variables (with the rgb, shade
// and tint variants Ionic derives from each) plus our own --brand-* variables (web/components/tokens.css holds the default brand's).
import type { Brand } from '../../core/brand';

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Ionic's own formula: shade mixes 12% black in, tint mixes 10% white in. */
function mix(rgb: Rgb, toward: number, weight: number): Rgb {
  return rgb.map((c) => c + (toward - c) * weight) as Rgb;
}

function ionicColor(name: string, base: string, contrast: string): Record<string, string> {
  const rgb = toRgb(base);
  return {
    [`--ion-color-${name}`]: base,
    [`--ion-color-${name}-rgb`]: rgb.join(','),
    [`--ion-color-${name}-contrast`]: contrast,
    [`--ion-color-${name}-contrast-rgb`]: toRgb(contrast).join(','),
    [`--ion-color-${name}-shade`]: toHex(mix(rgb, 0, 0.12)),
    [`--ion-color-${name}-tint`]: toHex(mix(rgb, 255, 0.1)),
  };
}

export function brandCssVariables(brand: Brand): Record<string, string> {
  const { primary, primaryContrast, accent, dark } = brand.colors;
  const darkColors = ionicColor('dark', dark, '#ffffff');
  return {
    ...ionicColor('primary', primary, primaryContrast),
    ...ionicColor('secondary', accent, dark),
    ...darkColors,
    '--brand-primary': primary,
    '--brand-primary-contrast': primaryContrast,
    '--brand-accent': accent,
    '--brand-dark': dark,
    // The auth pages' band fades from the brand's dark colour to its tint.
    '--brand-dark-tint': darkColors['--ion-color-dark-tint'] ?? dark,
  };
}

export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(brandCssVariables(brand))) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.colors.dark);
}
