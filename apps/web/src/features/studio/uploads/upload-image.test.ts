import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@learnbox/domain';
import { describe, expect, it, vi } from 'vitest';
import { imageFileProblem, uploadToWork } from './upload-image';
import { uploadDialogProps } from './upload-modals';

describe('imageFileProblem', () => {
  it('accepts PNG, JPEG, GIF and WebP up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
      expect(imageFileProblem({ type, size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('says why a file cannot go: none, empty, SVG, another type, too large', () => {
    expect(imageFileProblem(null)).toBe(UPLOAD_MESSAGES.CHOOSE_FILE);
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe(UPLOAD_MESSAGES.CHOOSE_FILE);
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(UPLOAD_MESSAGES.SVG_REFUSED);
    expect(imageFileProblem({ type: 'text/html', size: 10 })).toBe(UPLOAD_MESSAGES.NOT_AN_IMAGE);
    expect(imageFileProblem({ type: '', size: 10 })).toBe(UPLOAD_MESSAGES.NOT_AN_IMAGE);
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      UPLOAD_MESSAGES.TOO_LARGE,
    );
  });
});

describe('uploadToWork', () => {
  const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
  const uploaded = {
    url: '/api/uploads/abc.png',
    content_type: 'image/png' as const,
    width: 4,
    height: 3,
    bytes: 99,
  };

  it('gets a link, posts the file to it, and answers the image with its alt text', async () => {
    const uploadUrl = vi.fn(async () => ({
      ok: true as const,
      status: 200,
      data: { upload_url: '/api/uploads?x=1' },
    }));
    const upload = vi.fn(async () => ({ ok: true as const, status: 200, data: uploaded }));
    const result = await uploadToWork(uploadUrl, file, 'cat.png', '  A cat  ', { upload });
    expect(upload).toHaveBeenCalledWith('/api/uploads?x=1', file, 'cat.png');
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { url: '/api/uploads/abc.png', width: 4, height: 3, alt: 'A cat' },
    });
  });

  it("passes on the link's or the upload's error and uploads nothing without a link", async () => {
    const refused = {
      ok: false as const,
      status: 404,
      errorText: 'This work does not exist or you cannot edit it.',
      errors: {},
    };
    const upload = vi.fn();
    expect(await uploadToWork(async () => refused, file, 'a.png', '', { upload })).toBe(refused);
    expect(upload).not.toHaveBeenCalled();
    const invalid = { ok: false as const, status: 400, errorText: 'Invalid file!', errors: {} };
    const link = async () => ({ ok: true as const, status: 200, data: { upload_url: '/api/uploads?x=1' } });
    expect(await uploadToWork(link, file, 'a.png', '', { upload: async () => invalid })).toBe(invalid);
  });
});

describe('uploadDialogProps (the modal host opens the dialogs only with both callbacks)', () => {
  it('needs uploadUrl and onUploaded functions', () => {
    const uploadUrl = async () => ({
      ok: true as const,
      status: 200,
      data: { upload_url: '/api/uploads?x' },
    });
    const onUploaded = () => {};
    expect(uploadDialogProps({ uploadUrl, onUploaded })).toEqual({ uploadUrl, onUploaded });
    expect(uploadDialogProps({})).toBeNull();
    expect(uploadDialogProps({ uploadUrl })).toBeNull();
    expect(uploadDialogProps({ uploadUrl: '/api/uploads?x', onUploaded })).toBeNull();
  });
});
