import type { Sharp, SharpOptions } from 'sharp';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@shop/contract/catalogue-admin';
import { badRequest } from '../platform/errors.js';

/** The formats an upload may be; anything else (SVG, HTML, scripts, PDFs...) is refused. */
type PictureFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * sharp (libvips and its threads) is loaded on the first upload, not at every start. Its
 * operation cache is off: no upload is processed twice, and the cache would keep tens of
 * megabytes for good.
 */
let loaded: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
function imageTool() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return (input: Buffer, options: SharpOptions) => sharp(input, options);
  });
  return loaded;
}

/** WebP cannot hold a side longer than this. */
const WEBP_MAX_SIDE = 16_383;

const megabytes = MAX_UPLOAD_BYTES / (1024 * 1024);
const megapixels = MAX_UPLOAD_PIXELS / 1_000_000;

export const pictureMessages = {
  notAPicture: 'Only JPEG, PNG, WebP or GIF pictures can be uploaded.',
  tooLarge: `The picture must be at most ${megabytes} MB.`,
  tooManyPixels: `The picture must be at most ${megapixels} megapixels.`,
  tooWide: `The picture must be at most ${WEBP_MAX_SIDE} pixels wide and high.`,
  unreadable: 'The picture could not be read: the file may be damaged.',
} as const;

/**
 * What the bytes are, from their first bytes alone: the uploaded name and declared type are the
 * sender's say-so, and an SVG or HTML page served from the shop's origin could run scripts there.
 */
export function pictureFormatOf(bytes: Buffer): PictureFormat | null {
  const starts = (signature: number[], at = 0) => bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (starts([0x37, 0x61], 4) || starts([0x39, 0x61], 4))) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * The upload as the shop keeps it: WebP, turned upright, with no metadata (camera, location).
 * The size is judged from the header before any pixel is decoded, and the decoder is held to
 * the same cap in case the header understates it, so a small file that unpacks to gigabytes
 * is refused cheaply.
 */
export async function toStoredPicture(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(pictureMessages.tooLarge);
  const format = pictureFormatOf(bytes);
  if (!format) throw badRequest(pictureMessages.notAPicture);
  const sharp = await imageTool();
  // animated: every frame of a GIF or WebP counts towards the pixels and is kept.
  const header = await sharp(bytes, { animated: true, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(pictureMessages.unreadable);
    });
  if (header.format !== format) throw badRequest(pictureMessages.notAPicture);
  const { width, height } = header;
  if (!width || !height) throw badRequest(pictureMessages.unreadable);
  if (width * height > MAX_UPLOAD_PIXELS) throw badRequest(pictureMessages.tooManyPixels);
  if (width > WEBP_MAX_SIDE || (header.pageHeight ?? height) > WEBP_MAX_SIDE) throw badRequest(pictureMessages.tooWide);
  try {
    return await sharp(bytes, { animated: true, limitInputPixels: MAX_UPLOAD_PIXELS }).rotate().webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw badRequest(pictureMessages.tooManyPixels);
    throw badRequest(pictureMessages.unreadable);
  }
}
