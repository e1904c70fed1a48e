import { describe, expect, it } from 'vitest';
import { downscaleImage, downscaleTarget, isRedrawable, jpegName, MAX_BYTES } from './downscale-image';

describe('which photos are redrawn', () => {
  it('redraws only JPEG and PNG', () => {
    expect(isRedrawable('image/jpeg')).toBe(true);
    expect(isRedrawable('image/png')).toBe(true);
    expect(isRedrawable('application/pdf')).toBe(false);
    expect(isRedrawable('image/heic')).toBe(false);
  });

  it('leaves a photo that fits both limits as it is', () => {
    expect(downscaleTarget({ width: 2400, height: 1600, bytes: MAX_BYTES })).toBeNull();
    expect(downscaleTarget({ width: 800, height: 600, bytes: 90_000 })).toBeNull();
  });

  it('shrinks the longer edge to 2400 px, keeping the proportions', () => {
    expect(downscaleTarget({ width: 4032, height: 3024, bytes: 1_500_000 })).toEqual({ width: 2400, height: 1800 });
    expect(downscaleTarget({ width: 3000, height: 4000, bytes: 4_800_000 })).toEqual({ width: 1800, height: 2400 });
  });

  it('re-encodes a heavy photo at its own size', () => {
    expect(downscaleTarget({ width: 2000, height: 1500, bytes: MAX_BYTES + 1 })).toEqual({ width: 2000, height: 1500 });
  });

  it('follows the limits it is given', () => {
    expect(downscaleTarget({ width: 2000, height: 1000, bytes: 100 }, { maxEdge: 1000 })).toEqual({ width: 1000, height: 500 });
    expect(downscaleTarget({ width: 1000, height: 1000, bytes: 600 }, { maxBytes: 500 })).toEqual({ width: 1000, height: 1000 });
  });

  it('names the result .jpg', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('dni.frontal.jpeg')).toBe('dni.frontal.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
  });
});

describe('downscaleImage', () => {
  it('returns a PDF as it is', async () => {
    const pdf = new File([new Uint8Array(3 * 1024 * 1024)], 'dni.pdf', { type: 'application/pdf' });
    expect(await downscaleImage(pdf)).toBe(pdf);
  });
});
