import Link from 'next/link';
import type { ReactNode } from 'react';

const BASE =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const VARIANTS = {
  primary: 'bg-brand-solid text-white shadow-sm hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-fg hover:bg-surface-2',
};

export function buttonClasses(variant: keyof typeof VARIANTS = 'primary'): string {
  return `${BASE} ${VARIANTS[variant]}`;
}

export function ButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: keyof typeof VARIANTS;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={buttonClasses(variant)}>
      {children}
    </Link>
  );
}
