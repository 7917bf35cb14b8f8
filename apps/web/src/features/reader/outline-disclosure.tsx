'use client';

import { type ReactNode, useId, useState } from 'react';

/**
 * The reader's course outline on phones: a "Course outline" button under the lesson that shows
 * the list, so the screen starts with the lesson itself. From `lg` up the list is always shown
 * in the side column and the button is not there.
 */
export function OutlineDisclosure({ children }: { children: ReactNode }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="outline-toggle"
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-3 rounded-lg text-left text-sm font-semibold text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:hidden"
      >
        Course outline
        <svg
          viewBox="0 0 20 20"
          className="size-5 shrink-0 text-muted transition-transform aria-expanded:rotate-180"
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div id={panelId} data-open={open} className="max-lg:mt-4 max-lg:not-data-[open=true]:hidden">
        {children}
      </div>
    </>
  );
}
