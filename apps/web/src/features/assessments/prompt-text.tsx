import { Fragment } from 'react';

/**
 * A question's prompt: paragraphs, `inline code` and fenced code blocks. Deliberately small (no
 * Markdown library in the attempt screen's bundle); React escapes every piece of text.
 */
export function PromptText({ text }: { text: string }) {
  const parts = text.split(/```[a-z]*\n?/);
  return (
    <div className="space-y-3 text-fg">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <pre
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed prompt
            key={index}
            className="overflow-x-auto rounded-lg bg-surface-2 p-3 font-mono text-sm"
          >
            <code>{part.replace(/\n$/, '')}</code>
          </pre>
        ) : (
          part
            .split(/\n{2,}/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, inner) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed prompt
              <p key={`${index}-${inner}`}>
                {paragraph.split('`').map((piece, at) =>
                  at % 2 === 1 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed prompt
                    <code key={at} className="rounded bg-surface-2 px-1 font-mono text-sm">
                      {piece}
                    </code>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed prompt
                    <Fragment key={at}>{piece}</Fragment>
                  ),
                )}
              </p>
            ))
        ),
      )}
    </div>
  );
}
