import sharp from 'sharp';
import { AVATAR_SIZE_PX } from '../../../../shared/accounts';
import { ApiError } from '../../http/api-error';

/** Raster formats accepted as a profile photo, recognised from the file's content. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks the upload is an image by decoding it (never by its name or declared type) and re-encodes it
 * as a centred 96x96 WebP square, which also drops any metadata the file carried.
 */
export async function normalizeProfileImage(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new ApiError('INVALID_IMAGE');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ApiError('INVALID_IMAGE');
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 86 })
      .toBuffer();
  } catch {
    throw new ApiError('INVALID_IMAGE');
  }
}
