import { STUDIO_MESSAGES } from '@learnbox/domain';

/**
 * The text the merge view compares: the document as indented JSON with one widget field per line,
 * so a changed widget shows as a few changed lines, and the merged text parses straight back.
 */

export function toMergeText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

export type MergeParse<D> = { ok: true; document: D } | { ok: false; message: string };

/** The merged text back as a document; the page's schema check happens on save, at the api. */
export function fromMergeText<D>(text: string): MergeParse<D> {
  try {
    const document: unknown = JSON.parse(text);
    if (!document || typeof document !== 'object' || Array.isArray(document))
      return { ok: false, message: STUDIO_MESSAGES.MERGE_NOT_OBJECT };
    return { ok: true, document: document as D };
  } catch (error) {
    return { ok: false, message: STUDIO_MESSAGES.mergeNotJson((error as Error).message) };
  }
}
