import { describe, expect, it } from 'vitest';
import { CARD_SIZES, EAGER_CARDS, PHONE_SCREEN, cardImagePreloads } from './card-image';

const image = (id: string) => ({ url: `/api/projects/files/${id}?w=480`, srcset: `/api/projects/files/${id}?w=480 480w, /api/projects/files/${id}?w=960 960w`, width: 1600, height: 1000, alt: id });

describe('cardImagePreloads', () => {
  it("asks for what the first cards' pictures choose: the 480-wide file on a phone, the srcset elsewhere", () => {
    expect(cardImagePreloads([{ image: image('a') }])).toEqual([
      { href: '/api/projects/files/a?w=480', media: PHONE_SCREEN },
      { href: '/api/projects/files/a?w=480', media: '(min-width: 600px)', imageSrcset: image('a').srcset, imageSizes: CARD_SIZES },
    ]);
  });

  it('covers only the cards loaded at once, and skips a card without an image', () => {
    const projects = [{ image: null }, ...['a', 'b', 'c', 'd'].map((id) => ({ image: image(id) }))];
    const phone = cardImagePreloads(projects).filter((preload) => preload.media === PHONE_SCREEN);
    expect(phone.map((preload) => preload.href)).toEqual(['a', 'b'].slice(0, EAGER_CARDS - 1).map((id) => image(id).url));
  });
});
