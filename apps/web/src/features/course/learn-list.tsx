import { InlineMarkdown } from '../widgets/markdown-text';

/** "What you will learn": the checked list on course and path pages. */
export function LearnList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-fg">
          <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">
            ✓
          </span>
          <InlineMarkdown markdown={item} />
        </li>
      ))}
    </ul>
  );
}
