/**
 * Whether a listen address or host name only answers this machine: 127.0.0.0/8, ::1 or localhost.
 * Anything else (0.0.0.0, ::, a LAN address, a host name, even one that starts with "127.") may
 * be reached from the network. The embedded set-up binds here and serves dev-only pages only here.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  );
}

/** An origin on a loopback host (cookies are Secure everywhere else: "Secure outside localhost"). */
export function isLoopbackOrigin(origin: string): boolean {
  return URL.canParse(origin) && isLoopbackHost(new URL(origin).hostname);
}
