/** Line icons (24px grid, currentColor) used across screens; decorative, so hidden from AT. */
const PATHS = {
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h13v2H6',
  route: 'M6 3v6a3 3 0 0 0 3 3h6a3 3 0 0 1 3 3v6M6 3a2 2 0 1 0 0 .1M18 21a2 2 0 1 0 0-.1',
  terminal: 'M3 5h18v14H3zM7 9l3 3-3 3M13 15h4',
  puzzle: 'M9 3h6v3a2 2 0 1 0 4 0V3h2v18H3V3h2v3a2 2 0 1 0 4 0V3Z',
  check: 'M9 12l2 2 4-4M12 3l7 4v5c0 4.5-3 8-7 9-4-1-7-4.5-7-9V7l7-4Z',
  chat: 'M4 5h16v11H8l-4 4V5Zm4 5h8M8 13h5',
  spark: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  bolt: 'M13 3 4 14h7l-1 7 9-11h-7l1-7Z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6M9 12h6',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4.5-4.5',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-6 9a6 6 0 0 1 12 0M16 3.5a4 4 0 0 1 0 7M21 20a6 6 0 0 0-4-5.6',
  key: 'M15 7a4 4 0 1 1-3.9 4.9L4 19v2h3v-2h2v-2h2l1.1-1.1A4 4 0 0 1 15 7Z',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 1 1 8 0v4',
  menu: 'M4 7h16M4 12h16M4 17h16',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
