import type { ConsoleLevel } from './sandbox-message';

export interface ConsoleLine {
  /** Position in the run's output: lines only append, so it identifies the line. */
  id: number;
  /** 'system': the widget's own words (timed out, stopped, truncated), not the program's. */
  level: ConsoleLevel | 'system';
  text: string;
}

const LEVEL_CLASS: Record<ConsoleLine['level'], string> = {
  log: 'text-fg',
  info: 'text-fg',
  warn: 'text-amber-800 dark:text-amber-200',
  error: 'text-red-700 dark:text-red-300',
  system: 'font-sans text-muted italic',
};

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
            <div key={line.id} className={LEVEL_CLASS[line.level]} data-level={line.level}>
              {line.text}
            </div>
          ))
        )}
      </pre>
    </div>
  );
}
