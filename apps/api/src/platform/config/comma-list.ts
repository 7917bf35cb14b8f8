import { z } from 'zod';

/** A comma-separated variable as a list: entries trimmed, empty ones dropped ("" is no entries). */
export const commaList = () =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );
