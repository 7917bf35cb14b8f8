import type { ModuleOutline } from '@learnbox/contracts';
import Link from 'next/link';
import { Icon } from '../layout/icons';

/** Modules and lessons with completion and lock marks; used on the course page and in the reader. */
export function CourseOutline({
  courseSlug,
  modules,
  currentLessonId,
  compact = false,
}: {
  courseSlug: string;
  modules: ModuleOutline[];
  currentLessonId?: string;
  compact?: boolean;
}) {
  return (
    <ol className={compact ? 'space-y-5' : 'space-y-6'} data-testid="course-outline">
      {modules.map((module, moduleIndex) => (
        <li key={module.id}>
          <h3
            className={
              compact ? 'text-xs font-semibold tracking-wide text-muted uppercase' : 'font-semibold text-fg'
            }
          >
            {compact ? module.title : `Module ${moduleIndex + 1}: ${module.title}`}
          </h3>
          <ol
            className={
              compact
                ? 'mt-2 space-y-0.5'
                : 'mt-3 divide-y divide-line rounded-xl border border-line bg-surface'
            }
          >
            {module.lessons.map((lesson) => {
              const current = lesson.id === currentLessonId;
              return (
                <li key={lesson.id}>
                  <Link
                    href={`/courses/${courseSlug}/${lesson.slug}`}
                    aria-current={current ? 'page' : undefined}
                    data-testid="outline-lesson"
                    data-locked={lesson.locked}
                    data-completed={lesson.completed}
                    className={
                      compact
                        ? 'flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:bg-brand-soft aria-[current=page]:font-medium aria-[current=page]:text-brand'
                        : 'flex items-center gap-3 px-4 py-3 text-sm text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand'
                    }
                  >
                    <span
                      className={
                        lesson.completed
                          ? 'grid size-5 shrink-0 place-items-center rounded-full bg-emerald-600 text-white'
                          : 'grid size-5 shrink-0 place-items-center rounded-full border border-line text-muted'
                      }
                      aria-hidden="true"
                    >
                      {lesson.completed ? (
                        <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
                          <path d="M7.7 13.3 4.4 10l-1.1 1.1 4.4 4.4 9-9-1.1-1.1z" />
                        </svg>
                      ) : lesson.locked ? (
                        <Icon name="lock" className="size-3" />
                      ) : null}
                    </span>
                    <span className="flex-1">{lesson.title}</span>
                    <span className="sr-only">
                      {lesson.completed ? '(completed)' : ''}
                      {lesson.locked ? '(locked)' : ''}
                    </span>
                    {!compact ? (
                      <span className="text-xs text-muted">{lesson.read_time_minutes} min</span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div>
      <div className="flex items-center justify-between text-xs text-muted">
        <span>{label}</span>
        <span data-testid="progress-percent">{percent}%</span>
      </div>
      <div
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
