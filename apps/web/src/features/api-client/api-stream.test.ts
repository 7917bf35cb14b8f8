import { describe, expect, it } from 'vitest';
import { parseServerSentEvents } from './api-stream';

describe('parseServerSentEvents', () => {
  it('returns whole events and keeps the unfinished rest for the next piece', () => {
    const first = parseServerSentEvents('event: delta\ndata: {"text":"Look "}\n\nevent: delta\ndata: {"te');
    expect(first.events).toEqual([{ event: 'delta', data: { text: 'Look ' } }]);
    const second = parseServerSentEvents(
      `${first.rest}xt":"here"}\n\nevent: hint\ndata: {"step":"nudge"}\n\n`,
    );
    expect(second.events).toEqual([
      { event: 'delta', data: { text: 'here' } },
      { event: 'hint', data: { step: 'nudge' } },
    ]);
    expect(second.rest).toBe('');
  });
});
