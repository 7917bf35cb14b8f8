import type { Metadata } from 'next';
import { ButtonLink } from '../features/layout/button-link';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-mono text-sm font-semibold text-brand">404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-fg sm:text-5xl">Page not found</h1>
      <p className="mt-4 text-lg text-muted">
        We could not find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Go to the home page</ButtonLink>
        <ButtonLink href="/explore" variant="secondary">
          Explore courses
        </ButtonLink>
      </div>
    </div>
  );
}
