import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@learnbox/domain';
import { type ApiResult, api } from '../../api-client/api-client';

/** An uploaded or drawn image as the dialogs hand it to the editor (an Image widget's src/size/alt). */
export interface InsertedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The props of ImageUploadDialog and FreehandDrawingDialog (the studio contract). */
export interface ImageDialogProps {
  /** Asks the work's upload-URL route for a signed link (e.g. apiRefs.uploads.authorPageUrl). */
  uploadUrl: () => Promise<ApiResult<{ upload_url: string }>>;
  onUploaded: (image: InsertedImage) => void;
  onClose: () => void;
}

/** What the file input accepts: the types the api keeps. */
export const IMAGE_INPUT_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

/**
 * Why a chosen file cannot be uploaded, or null. The api sniffs the bytes and decides; this only
 * saves a round trip for what is plainly wrong (by the browser's type and the size).
 */
export function imageFileProblem(file: { type: string; size: number } | null): string | null {
  if (!file || file.size === 0) return UPLOAD_MESSAGES.CHOOSE_FILE;
  if (file.type === 'image/svg+xml') return UPLOAD_MESSAGES.SVG_REFUSED;
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.NOT_AN_IMAGE;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.TOO_LARGE;
  return null;
}

type UploadClient = Pick<typeof api, 'upload'>;

/** Gets a signed link for the work, posts the file to it, and answers the image to place. */
export async function uploadToWork(
  uploadUrl: ImageDialogProps['uploadUrl'],
  file: Blob,
  fileName: string,
  alt: string,
  client: UploadClient = api,
): Promise<ApiResult<InsertedImage>> {
  const link = await uploadUrl();
  if (!link.ok) return link;
  const uploaded = await client.upload(link.data.upload_url, file, fileName);
  if (!uploaded.ok) return uploaded;
  const { url, width, height } = uploaded.data;
  return { ok: true, status: uploaded.status, data: { url, width, height, alt: alt.trim() } };
}
