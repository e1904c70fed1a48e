import { describe, expect, it } from 'vitest';
import { imageSources, thumbnailUrl } from './image-sources';

const url = '/api/projects/files/f1';
const variants = [480, 960, 1600].map((width) => ({ width, url: `${url}?w=${width}` })) as { width: 480 | 960 | 1600; url: string }[];

describe('imageSources', () => {
  it('shows the wanted variant and offers every variant to srcset', () => {
    expect(imageSources({ url, variants }, 960)).toEqual({
      src: `${url}?w=960`,
      srcSet: `${url}?w=480 480w, ${url}?w=960 960w, ${url}?w=1600 1600w`,
    });
  });

  it('takes the widest variant when the wanted one was not made, and the original when none was', () => {
    expect(imageSources({ url, variants: variants.slice(0, 1) }, 960)).toEqual({ src: `${url}?w=480`, srcSet: `${url}?w=480 480w` });
    expect(imageSources({ url, variants: [] }, 960)).toEqual({ src: url, srcSet: undefined });
  });

  it('uses the narrowest variant as the thumbnail', () => {
    expect(thumbnailUrl({ url, variants })).toBe(`${url}?w=480`);
    expect(thumbnailUrl({ url, variants: [] })).toBe(url);
  });
});
