/**
 * An illustration of a lesson's code widget: a picture of what lessons look like, not a working
 * widget (those come with the code execution work), so it is marked as an example.
 */
export function CodeCard() {
  return (
    <figure className="rounded-2xl border border-line bg-surface shadow-xl shadow-black/5">
      <div className="flex items-center gap-2 border-b border-line px-4 py-3">
        <span className="size-3 rounded-full bg-[#ff5f57]" aria-hidden="true" />
        <span className="size-3 rounded-full bg-[#febc2e]" aria-hidden="true" />
        <span className="size-3 rounded-full bg-[#28c840]" aria-hidden="true" />
        <span className="ml-3 text-xs font-medium text-muted">main.py</span>
      </div>
      <pre className="overflow-x-auto px-5 py-4 font-mono text-sm leading-7 text-fg">
        <code>
          <span className="text-brand">def</span> greet(name):{'\n'}
          {'    '}
          <span className="text-brand">return</span> f"Hello, {'{'}name{'}'}!"{'\n\n'}
          print(greet(<span className="text-emerald-700 dark:text-emerald-400">"developer"</span>))
        </code>
      </pre>
      <div className="border-t border-line bg-surface-2 px-5 py-3 font-mono text-sm text-muted">
        <span className="sr-only">Output: </span>
        <span aria-hidden="true">› </span>Hello, developer!
      </div>
      <figcaption className="border-t border-line px-5 py-3 text-xs text-muted">
        Example: lessons run code like this in a sandbox as you read.
      </figcaption>
    </figure>
  );
}
