import { describe, expect, it } from 'vitest';
import { previewAuthUrl } from './preview-url';

describe('previewAuthUrl', () => {
  it("opens the lab origin's handshake with the session's auth, then the app's root", () => {
    expect(previewAuthUrl('http://abc.preview.localhost:4200', 'a+b/c=')).toBe(
      'http://abc.preview.localhost:4200/.learnbox/auth?auth=a%2Bb%2Fc%3D&next=%2F',
    );
  });

  it('keeps to the origin of the preview url and sends a path only as next', () => {
    expect(previewAuthUrl('https://x.preview.learnbox.example/ignored?q=1', 's', 'api/greeting')).toBe(
      'https://x.preview.learnbox.example/.learnbox/auth?auth=s&next=%2Fapi%2Fgreeting',
    );
  });
});
