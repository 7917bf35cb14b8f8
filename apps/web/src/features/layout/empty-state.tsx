import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  /** What will appear here once it is built; honest, never filler text. */
  children: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  testId?: string;
}

/** A screen part that a later piece of work fills: says plainly what will be here. */
export function EmptyState({ title, children, icon, action, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <section
      data-testid={testId}
      aria-label={title}
      className="mt-10 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center sm:px-12"
    >
      <div
        className="mx-auto grid size-12 place-items-center rounded-xl bg-brand-soft text-brand"
        aria-hidden="true"
      >
        {icon ?? <BoxIcon />}
      </div>
      <h2 className="mt-4 text-lg font-semibold text-fg">{title}</h2>
      <div className="mx-auto mt-2 max-w-xl text-sm text-muted">{children}</div>
      {action ? <div className="mt-6 flex justify-center gap-3">{action}</div> : null}
    </section>
  );
}

function BoxIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" strokeLinejoin="round" />
      <path d="m3 8 9 5 9-5M12 13v8" strokeLinejoin="round" />
    </svg>
  );
}
