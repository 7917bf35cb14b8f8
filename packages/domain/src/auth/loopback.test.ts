import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isLoopbackOrigin } from './loopback';

describe('loopback', () => {
  it.each(['127.0.0.1', '127.3.2.1', '::1', '[::1]', 'localhost', 'app.localhost', '::ffff:127.0.0.1'])(
    '%s is loopback',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['0.0.0.0', '::', '192.168.1.2', '10.0.0.1', '127.learnbox.example', 'learnbox.example', ''])(
    '%s is not',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
  it('reads the host of an origin', () => {
    expect(isLoopbackOrigin('http://localhost:3000')).toBe(true);
    expect(isLoopbackOrigin('http://[::1]:3000')).toBe(true);
    expect(isLoopbackOrigin('https://learnbox.example')).toBe(false);
    expect(isLoopbackOrigin('not an origin')).toBe(false);
  });
});
