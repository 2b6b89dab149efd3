import { describe, expect, it } from 'vitest';
import type { CharacterView } from '../../../../shared/schemas/catalog';
import { needsCharacters, pagePreloads } from './page-preloads';

const character = (id: string) =>
  ({
    id,
    images: {
      thumbnail: `/media/${id}/thumb.webp`,
      card: `/media/${id}/card.webp`,
      body: `/media/${id}/body.webp`,
      body_bg: `/media/${id}/bg.webp`,
    },
  }) as CharacterView;
const characters = ['hodong', 'nime', 'rena'].map(character);
const API = '</api/catalog/characters>; rel=preload; as=fetch; crossorigin=use-credentials';
/** The gallery's pictures: the same srcset and sizes as the page's cards, so that the browser picks the same file. */
const galleryArt = (id: string) =>
  `</media/${id}/bg.webp>; rel=preload; as=image; imagesrcset="/media/${id}/card.webp 360w, /media/${id}/bg.webp 600w"; imagesizes="(min-width: 1040px) 270px, (min-width: 560px) 31vw, 46vw"; fetchpriority=high`;

describe('pagePreloads', () => {
  it("announces the gallery's list and its first row's art", () => {
    expect(pagePreloads('/en/characters', characters)).toEqual([API, galleryArt('hodong'), galleryArt('nime')]);
  });

  it('announces only the pictures of a page sent with its data (nothing of it is fetched)', () => {
    const dataInPage = { dataInPage: true };
    expect(pagePreloads('/en/characters', characters, dataInPage)).toEqual([galleryArt('hodong'), galleryArt('nime')]);
    expect(pagePreloads('/ja/pricing/store', characters, dataInPage)).toEqual([
      '</media/hodong/thumb.webp>; rel=preload; as=image; fetchpriority=high',
      '</media/nime/thumb.webp>; rel=preload; as=image; fetchpriority=high',
    ]);
    expect(pagePreloads('/ko/releases', characters, dataInPage)).toEqual([]);
    expect(pagePreloads('/ko/pricing/store/product/rena', characters, dataInPage)).toEqual([
      '</media/rena/bg.webp>; rel=preload; as=image; fetchpriority=high',
    ]);
    expect(pagePreloads('/ko/releases', characters)).toHaveLength(1);
  });

  it("announces the store's products in the language's currency and its first cards' pictures", () => {
    expect(pagePreloads('/ja/pricing/store', characters)).toEqual([
      API,
      '</api/auth/v2/products?get_free=true&currency=jpy>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</media/hodong/thumb.webp>; rel=preload; as=image; fetchpriority=high',
      '</media/nime/thumb.webp>; rel=preload; as=image; fetchpriority=high',
    ]);
  });

  it("announces a product page's main picture, and no picture for an unknown product", () => {
    expect(pagePreloads('/ko/pricing/store/product/rena', characters)).toEqual([
      API,
      '</api/auth/v2/products?get_free=true&currency=krw>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</media/rena/bg.webp>; rel=preload; as=image; fetchpriority=high',
    ]);
    expect(pagePreloads('/ko/pricing/store/product/nobody', characters)).toHaveLength(2);
  });

  it('leaves the currency to the page where the path names no language', () => {
    expect(pagePreloads('/pricing/store', characters)).not.toContainEqual(expect.stringContaining('/products'));
  });

  it('announces the site configuration where the release notes and the download start with it', () => {
    const config = ['</api/catalog/config>; rel=preload; as=fetch; crossorigin=use-credentials'];
    for (const path of ['/en/releases', '/ja/help', '/ko/releases/embed', '/download']) {
      expect(pagePreloads(path, [])).toEqual(config);
    }
  });

  it("announces the home page's poster and nothing for other pages", () => {
    expect(pagePreloads('/ko', [])).toEqual(['</media/home/poster.webp>; rel=preload; as=image; fetchpriority=high']);
    expect(pagePreloads('/en/pricing', characters)).toEqual([]);
    expect(pagePreloads('/en/pricing/store/cart', characters)).toEqual([]);
    expect(needsCharacters('/en/pricing/store/cart')).toBe(false);
    expect(needsCharacters('/en/pricing/store/product/rena')).toBe(true);
  });
});
