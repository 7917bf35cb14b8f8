/** Request header the proxy sets so server components know the path (Next does not expose it). */
export const PATHNAME_HEADER = 'x-learnbox-pathname';

/** Request header carrying this response's script nonce to server components (the theme script). */
export const NONCE_HEADER = 'x-nonce';
