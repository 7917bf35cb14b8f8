/** Request header the proxy sets so server components know the path (Next does not expose it). */
export const PATHNAME_HEADER = 'x-learnbox-pathname';
