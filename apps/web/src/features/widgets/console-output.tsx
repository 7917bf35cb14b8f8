export interface ConsoleLine {
  /** Position in the run's output: lines only append, so it identifies the line. */
  id: number;
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
}

/** Console output under a RunJS or WebpackBin widget; announced politely as it arrives. */
export function ConsoleOutput({
  lines,
  testId,
  idle,
}: {
  lines: ConsoleLine[];
  testId: string;
  idle: string;
}) {
  return (
    <div className="border-t border-line bg-surface-2">
      <p className="px-4 pt-2 text-xs font-semibold tracking-wide text-muted uppercase">Console</p>
      <pre
        data-testid={testId}
        aria-live="polite"
        className="max-h-72 overflow-auto px-4 pt-1 pb-3 font-mono text-sm leading-6 whitespace-pre-wrap"
      >
        {lines.length === 0 ? (
          <span className="text-muted">{idle}</span>
        ) : (
          lines.map((line) => (
            <div
              key={line.id}
              className={
                line.level === 'error'
                  ? 'text-red-700 dark:text-red-300'
                  : line.level === 'warn'
                    ? 'text-amber-800 dark:text-amber-200'
                    : 'text-fg'
              }
            >
              {line.text}
            </div>
          ))
        )}
      </pre>
    </div>
  );
}
