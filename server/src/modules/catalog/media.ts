import { createHmac, timingSafeEqual } from 'node:crypto';

/** Public media of a character: display-size art (`card`: the art with background at gallery-card size) and the voice sample. */
export function characterMedia(slug: string) {
  const base = `/media/characters/${slug}`;
  return {
    images: {
      thumbnail: `${base}/thumbnail.webp`,
      card: `${base}/card.webp`,
      body: `${base}/body.webp`,
      body_bg: `${base}/body-bg.webp`,
    },
    sample_url: `${base}/sample.mp3`,
  };
}

/** File name of a full-resolution image in the private media folder. */
export function fullImageFile(slug: string, withBackground: boolean): string {
  return `${slug}${withBackground ? '-bg' : ''}.webp`;
}

export const FULL_IMAGE_URL_TTL_SECONDS = 300;

function signature(secret: string, file: string, expires: number): string {
  return createHmac('sha256', secret).update(`${file}\n${expires}`).digest('base64url');
}

/** A short-lived URL for a full-resolution image: only account holders are handed one. */
export function signedFullImageUrl(secret: string, file: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + FULL_IMAGE_URL_TTL_SECONDS;
  return `/media/full/${file}?expires=${expires}&signature=${signature(secret, file, expires)}`;
}

export function verifyFullImageSignature(
  secret: string,
  file: string,
  expires: number,
  given: string,
  now: Date,
): boolean {
  if (expires < Math.floor(now.getTime() / 1000)) return false;
  const expected = Buffer.from(signature(secret, file, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
