import { EXECUTION_MESSAGES } from '../errors/messages';

/**
 * What image uploads say to people (issue 14 "Images and drawings"). 'Invalid file!' is the spec's
 * sentence (section 8) for an upload without a file; the others are ours.
 */
export const UPLOAD_MESSAGES = {
  INVALID_FILE: EXECUTION_MESSAGES.INVALID_FILE,
  NOT_AN_IMAGE: 'This file is not a PNG, JPEG, GIF or WebP image. Choose an image in one of those formats.',
  /**
   * SVG is refused because it is a document, not a picture: it can carry scripts and links that
   * run when the file is opened on its own, and re-encoding it safely would mean rendering it.
   */
  SVG_REFUSED:
    'SVG images cannot be uploaded because they can contain scripts. Export the drawing as PNG and upload that.',
  TOO_LARGE: 'This image is larger than 5 MB. Choose a smaller image.',
  TOO_MANY_PIXELS: 'This image has too many pixels (at most 40 megapixels). Choose a smaller image.',
  UNREADABLE: 'This image could not be read. It may be damaged; try saving it again.',
  LINK_INVALID: 'This upload link is not valid or has expired. Ask for a new one and try again.',
  WORK_NOT_FOUND: 'This work does not exist or you cannot edit it.',
  IMAGE_NOT_FOUND: 'This image does not exist.',
  TOO_MANY_UPLOADS: 'You are uploading images too quickly. Wait a minute and try again.',
  // The web dialogs' sentences.
  CHOOSE_FILE: 'Choose an image to upload.',
  UPLOAD_FAILED: 'The image could not be uploaded. Check your connection and try again.',
  DRAWING_EMPTY: 'Draw something before saving the drawing.',
} as const;
