'use client';

import { type ReactNode, useId, useState } from 'react';

/** Tabs over panels rendered on the server (TabbedCode): only the switching runs in the browser. */
export function Tabs({ labels, children }: { labels: string[]; children: ReactNode[] }) {
  const [active, setActive] = useState(0);
  const id = useId();
  return (
    <>
      <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-line px-2 pt-2">
        {labels.map((label, index) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            onClick={() => setActive(index)}
            className="rounded-t-lg px-3 py-1.5 text-xs font-medium text-muted aria-selected:bg-surface-2 aria-selected:text-fg focus-visible:outline-2 focus-visible:outline-brand"
          >
            {label}
          </button>
        ))}
      </div>
      {children.map((panel, index) => (
        <div
          // Panels are fixed for the widget's lifetime; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static panels
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
        >
          {panel}
        </div>
      ))}
    </>
  );
}
