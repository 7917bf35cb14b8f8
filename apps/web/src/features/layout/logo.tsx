import Link from 'next/link';

export function Logo({ testId = 'logo' }: { testId?: string }) {
  return (
    <Link
      href="/"
      data-testid={testId}
      className="flex items-center gap-2 rounded-lg font-semibold tracking-tight text-fg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
    >
      <LogoMark className="size-8" />
      {/* On the narrowest screens the mark alone leaves room for the header buttons. */}
      <span className="text-lg max-[420px]:sr-only">Learnbox</span>
      <span className="sr-only">home</span>
    </Link>
  );
}

/** The mark, also drawn in public/favicon-*.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-brand-solid" />
      <path
        d="M9 10.5 14 16l-5 5.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M16.5 21.5H23" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
