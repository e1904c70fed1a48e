import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, clampZoom, stepZoom, toggleZoom, wheelZoom } from './zoom';

describe('document zoom', () => {
  it('stays between the whole page and 4x', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(9)).toBe(MAX_ZOOM);
    expect(clampZoom(2.3456)).toBe(2.35);
  });

  it('steps to the next set level from wherever a pinch left it', () => {
    expect(stepZoom(1, 1)).toBe(2);
    expect(stepZoom(1.4, 1)).toBe(2);
    expect(stepZoom(2.6, -1)).toBe(2);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(3.8, 1)).toBe(3.8);
    expect(stepZoom(1, -1)).toBe(1);
  });

  it('zooms in on a wheel up and out on a wheel down, within bounds', () => {
    expect(wheelZoom(2, -100)).toBeGreaterThan(2);
    expect(wheelZoom(2, 100)).toBeLessThan(2);
    expect(wheelZoom(1, 500)).toBe(1);
  });

  it('toggles between the whole page and 2x on a double tap', () => {
    expect(toggleZoom(1)).toBe(2);
    expect(toggleZoom(3)).toBe(1);
  });
});
