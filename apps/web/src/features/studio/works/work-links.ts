import type { WorkKind } from '@learnbox/contracts';

/** The editor of each kind of work (spec section 2 "Editors"). */
export function editorUrl(kind: WorkKind, id: string): string {
  const encoded = encodeURIComponent(id);
  switch (kind) {
    case 'course':
      return `/collectioneditor/${encoded}`;
    case 'lesson':
      return `/pageeditor/${encoded}`;
    case 'path':
      return `/patheditor/${encoded}`;
    case 'shot':
      return `/answereditor/${encoded}`;
  }
}

export const KIND_LABELS: Record<WorkKind, string> = {
  course: 'Course',
  lesson: 'Lesson',
  path: 'Path',
  shot: 'Shot',
};
