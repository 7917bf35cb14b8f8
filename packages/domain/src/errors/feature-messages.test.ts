import { describe, expect, it } from 'vitest';
import * as auth from '../auth/messages';
import * as commerce from '../commerce/messages';
import * as content from '../content/messages';
import * as execution from '../execution/messages';
import * as http from '../http/messages';
import * as labs from '../labs/messages';
import * as notes from '../notes/messages';
import * as orgs from '../orgs/messages';
import * as studio from '../studio/messages';
import * as spec from './messages';

/**
 * Every sentence of a messages module, named `module.CONSTANT[.KEY]`. Sentence builders (functions,
 * at the top or inside a group) are checked by their own tests with their arguments.
 */
function sentences(modules: Record<string, Record<string, unknown>>): [string, string][] {
  return Object.entries(modules).flatMap(([module, exports]) =>
    Object.entries(exports).flatMap(([name, value]): [string, string][] => {
      if (typeof value === 'string') return [[`${module}.${name}`, value]];
      if (value && typeof value === 'object')
        return Object.entries(value)
          .filter(([, text]) => typeof text !== 'function')
          .map(([key, text]) => [`${module}.${name}.${key}`, String(text)]);
      return [];
    }),
  );
}

const FEATURES = { auth, commerce, content, execution, http, labs, notes, orgs, studio };

describe('feature messages: the one place apps take their sentences from', () => {
  it.each(sentences(FEATURES))('%s is a trimmed sentence', (_name, text) => {
    expect(text.trim()).toBe(text);
    expect(text).toMatch(/^[A-Z]/);
    expect(text.length).toBeGreaterThan(10);
  });

  it('says each sentence once (an alias of a spec message is the same constant, not a copy)', () => {
    const all = sentences({ ...FEATURES, spec }).filter(([name]) => name !== 'http.FALLBACK_ERROR_TEXT');
    const seen = new Map<string, string>();
    const copies = all.flatMap(([name, text]) => {
      const first = seen.get(text);
      seen.set(text, first ?? name);
      return first ? [`${name} repeats ${first}`] : [];
    });
    expect(copies).toEqual([]);
    expect(http.FALLBACK_ERROR_TEXT).toBe(spec.EXECUTION_MESSAGES.DEFAULT_ERROR);
  });

  it('keeps the sentences tests and people rely on, byte for byte', () => {
    expect(auth.NOT_LOGGED_IN_MESSAGE).toBe('Please log in first.');
    expect(commerce.COUPON_MESSAGES.USED_UP).toBe('This coupon has been used up.');
    expect(execution.CODE_MESSAGES.RUNNER_DOWN).toBe(
      'The code runner could not be reached (external service failed). Please try again in a moment.',
    );
    expect(labs.LIVE_STATUS_MESSAGES.ALLOCATION_FAILED).toBe('Resources allocation failed!');
    expect(labs.TERMINAL_MESSAGES.DISCONNECTED).toBe('Terminal Disconnected: Run again to reconnect.');
    expect(labs.LAB_NETWORK_MESSAGES.previewNotListening(3000)).toBe(
      'Nothing is listening on port 3000 in your lab yet.',
    );
    expect(orgs.INVITATION_USED_MESSAGE).toBe(
      'This invitation was already used. Each invitation link works once.',
    );
  });

  it('words the seat messages of team checkouts', () => {
    expect(commerce.seatsLeftMessage(3)).toBe('Only 3 more seats can be added to this plan.');
    expect(commerce.seatsLeftMessage(0)).toBe('This plan has no seats left to buy.');
    expect(commerce.seatRangeMessage(2, 50)).toBe('Choose between 2 and 50 seats.');
    expect(commerce.alreadyAdministersMessage('Acme')).toBe(
      'You already administer Acme. Add seats to it from your team page instead.',
    );
  });
});
