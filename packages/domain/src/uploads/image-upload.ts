/** Image uploads (issue 14): what the api accepts and how long an upload link lives. */

/** The largest image file accepted, in bytes (5 MiB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Decoding more pixels than this is refused: a small file can expand to gigabytes (a "pixel bomb"). */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** How long an upload link from the upload-URL endpoints is valid. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;

/** The image types kept, by the type their bytes show (never the name or the declared type). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

export const UPLOAD_EXTENSIONS: Record<UploadImageType, 'png' | 'jpg' | 'gif' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * The type an image's first bytes show (magic numbers), or null: PNG, JPEG, GIF and WebP only.
 * Names and declared types are the sender's to choose; these bytes are what a browser sniffs.
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  const at = (offset: number, ...expected: number[]) =>
    expected.every((value, index) => bytes[offset + index] === value);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (at(4, 0x37, 0x61) || at(4, 0x39, 0x61))) return 'image/gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** True when the bytes look like SVG (or other XML) text: refused with its own sentence. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}
