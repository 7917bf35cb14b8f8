'use client';

import type { KeyboardEvent } from 'react';

/**
 * A plain, accessible code editor: a monospace textarea where Tab indents (Escape then Tab leaves
 * it, as in most code editors). Light on purpose: lessons stay within their JavaScript budget.
 */
export function CodeTextarea({
  value,
  onChange,
  label,
  rows,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  rows?: number;
  testId?: string;
}) {
  let escaped = false;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      escaped = true;
      return;
    }
    if (event.key !== 'Tab' || escaped || event.shiftKey) {
      escaped = false;
      return;
    }
    event.preventDefault();
    const target = event.currentTarget;
    const { selectionStart, selectionEnd } = target;
    const next = `${value.slice(0, selectionStart)}  ${value.slice(selectionEnd)}`;
    onChange(next);
    requestAnimationFrame(() => target.setSelectionRange(selectionStart + 2, selectionStart + 2));
  };
  return (
    <textarea
      aria-label={label}
      data-testid={testId}
      value={value}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      rows={rows ?? Math.min(24, Math.max(4, value.split('\n').length + 1))}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      className="block w-full resize-y bg-transparent px-4 py-3 font-mono text-sm leading-6 text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
    />
  );
}
