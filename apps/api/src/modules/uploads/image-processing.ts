import {
  DomainError,
  looksLikeSvg,
  STATUS,
  sniffImageType,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MESSAGES,
  type UploadImageType,
} from '@learnbox/domain';
import sharp from 'sharp';

export interface ProcessedImage {
  bytes: Buffer;
  contentType: UploadImageType;
  width: number;
  height: number;
}

const bad = (message: string) => new DomainError(message, STATUS.OPERATION_NOT_ALLOWED);

/**
 * Decodes an upload and encodes it again in the type its bytes show. Only the pixels survive:
 * metadata (EXIF, GPS, comments) is dropped, as is anything after or between the image's own
 * chunks, so a file that is also a ZIP, HTML or script (a polyglot) comes out as a plain image.
 * Orientation from EXIF is applied first, so the picture looks as it did.
 */
export async function reencodeImage(input: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(input);
  if (!type) throw bad(looksLikeSvg(input) ? UPLOAD_MESSAGES.SVG_REFUSED : UPLOAD_MESSAGES.NOT_AN_IMAGE);
  const animated = type === 'image/gif' || type === 'image/webp';
  let pipeline = sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, animated, failOn: 'error' }).rotate();
  if (type === 'image/png') pipeline = pipeline.png({ compressionLevel: 9 });
  else if (type === 'image/jpeg') pipeline = pipeline.jpeg({ quality: 88, mozjpeg: true });
  else if (type === 'image/gif') pipeline = pipeline.gif();
  else pipeline = pipeline.webp({ quality: 88 });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: type, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw bad(UPLOAD_MESSAGES.TOO_MANY_PIXELS);
    throw bad(UPLOAD_MESSAGES.UNREADABLE);
  }
}
