import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The top of a screen: its one <h1> and a sentence that says what the screen is for. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <div className="max-w-3xl">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg sm:text-4xl">{title}</h1>
      {children ? <div className="mt-4 text-lg text-muted">{children}</div> : null}
    </div>
  );
}

/** Standard width and spacing of a screen's content. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16">{children}</div>;
}
