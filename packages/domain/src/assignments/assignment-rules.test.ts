import { describe, expect, it } from 'vitest';
import {
  assignmentStatus,
  csvCell,
  csvLine,
  isoWeekKey,
  isoWeekStart,
  reminderDue,
} from './assignment-rules';

const now = new Date('2026-11-24T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('assignment rules', () => {
  it('says completed before overdue, overdue before started', () => {
    expect(assignmentStatus({ started: true, completed: true }, inDays(-3), now)).toBe('completed');
    expect(assignmentStatus({ started: true, completed: false }, inDays(-1), now)).toBe('overdue');
    expect(assignmentStatus({ started: true, completed: false }, inDays(1), now)).toBe('in_progress');
    expect(assignmentStatus({ started: false, completed: false }, inDays(1), now)).toBe('not_started');
  });

  it('asks for a due-soon reminder within two days and an overdue one after, never when completed', () => {
    expect(reminderDue(inDays(3), now, false)).toBeNull();
    expect(reminderDue(inDays(1.5), now, false)).toBe('due_soon');
    expect(reminderDue(inDays(-0.1), now, false)).toBe('overdue');
    expect(reminderDue(inDays(-1), now, true)).toBeNull();
  });

  it('names ISO weeks, including the ones across a new year', () => {
    expect(isoWeekKey(new Date('2026-11-24T12:00:00Z'))).toBe('2026-W48');
    expect(isoWeekKey(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeekKey(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(isoWeekStart(new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('writes CSV cells escaped and safe from formula injection', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(-2)).toBe('-2');
    expect(csvLine(['a', 1, null, 'x\ny'])).toBe('a,1,,"x\ny"');
  });
});
