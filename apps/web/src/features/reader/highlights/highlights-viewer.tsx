'use client';

import type { CourseHighlightsReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { HIGHLIGHT_LABELS, HIGHLIGHTS_TEXT } from '@learnbox/domain';
import { useEffect, useState } from 'react';
import { api } from '../../api-client/api-client';
import { apiPath } from '../../api-client/api-path';
import { buttonClasses } from '../../layout/button-link';
import { useModalStore } from '../../modal-state/modal-store';

/**
 * The HighlightsViewer modal (spec section 2 "Modals"): the learner's highlights and notes across
 * the course (`courseId` from the modal's props), by lesson, each linking back to its <mark>;
 * passages gone from a lesson are flagged; "Export as Markdown" downloads the same list.
 */
export function HighlightsViewer({ onClose }: { onClose: () => void }) {
  const courseId = useModalStore((state) => state.props.courseId);
  const [reply, setReply] = useState<CourseHighlightsReply | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (typeof courseId !== 'string') return;
    let live = true;
    void api.call(apiRefs.notes.forCourse, { params: { courseId } }).then((result) => {
      if (!live) return;
      if (result.ok) setReply(result.data);
      else setError(result.errorText);
    });
    return () => {
      live = false;
    };
  }, [courseId]);

  if (typeof courseId !== 'string') return null;
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {error}
      </p>
    );
  if (!reply) return <p className="text-sm text-muted" aria-busy="true" />;
  return (
    <div data-testid="highlights-viewer">
      {reply.lessons.length === 0 ? (
        <p className="text-sm text-muted">{HIGHLIGHTS_TEXT.VIEWER_EMPTY}</p>
      ) : (
        <>
          <a
            href={apiPath(apiRefs.notes.exportCourse, { params: { courseId } })}
            download
            className={buttonClasses('secondary')}
            data-testid="highlights-export"
          >
            {HIGHLIGHT_LABELS.EXPORT}
          </a>
          <div className="mt-4 max-h-[60vh] space-y-6 overflow-y-auto pr-1">
            {reply.lessons.map((lesson) => (
              <section key={lesson.id} aria-labelledby={`highlights-${lesson.id}`}>
                <h3 id={`highlights-${lesson.id}`} className="text-base font-semibold text-fg">
                  {lesson.title}
                </h3>
                <ul className="mt-2 space-y-3">
                  {lesson.items.map((item) => (
                    <li
                      key={item.id}
                      className="rounded-xl border border-line p-3"
                      data-testid="highlights-viewer-item"
                    >
                      <blockquote className="border-l-4 border-amber-400 pl-3 text-sm text-fg">
                        {item.anchor.exact}
                      </blockquote>
                      {item.note ? (
                        <p className="mt-2 text-sm whitespace-pre-wrap text-muted">{item.note}</p>
                      ) : null}
                      {item.orphaned ? (
                        <p className="mt-2 text-xs font-semibold text-amber-800 dark:text-amber-200">
                          {HIGHLIGHTS_TEXT.ORPHANED}
                        </p>
                      ) : null}
                      <a
                        href={`${lesson.url}#highlight-${item.id}`}
                        onClick={onClose}
                        className="mt-2 inline-block text-sm font-semibold text-brand hover:underline"
                      >
                        {HIGHLIGHT_LABELS.GO_TO}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
