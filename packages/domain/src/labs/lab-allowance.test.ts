import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import {
  decideLabStart,
  LAB_ALLOWANCE,
  type LabStartRequest,
  labTimeLeftMs,
  labTimeUsedMs,
} from './lab-allowance';

const base: LabStartRequest = {
  userId: 'u1',
  subscribed: true,
  labId: 'linux',
  openLab: null,
  freeTasteUsedMs: 0,
};

function refusal(request: LabStartRequest): { status: number; message: string } {
  try {
    decideLabStart(request);
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, message: error.message };
  }
  throw new Error('expected a refusal');
}

describe('lab allowance (issue 13, spec section 8)', () => {
  it('gives a subscriber a full session', () => {
    expect(decideLabStart(base)).toEqual({ action: 'start', sessionMs: LAB_ALLOWANCE.SUBSCRIBER_SESSION_MS });
  });

  it('resumes the same lab instead of starting a second one', () => {
    expect(decideLabStart({ ...base, openLab: { instanceId: 'i1', labId: 'linux' } })).toEqual({
      action: 'resume',
      instanceId: 'i1',
    });
  });

  it('refuses a second lab with the spec sentence', () => {
    expect(refusal({ ...base, openLab: { instanceId: 'i1', labId: 'git' } })).toEqual({
      status: 400,
      message: 'Cannot start a new cloud lab/session when another lab/session is in progress.',
    });
  });

  it('gives a non-subscriber what is left of the free taste', () => {
    expect(decideLabStart({ ...base, subscribed: false, freeTasteUsedMs: 5 * 60_000 })).toEqual({
      action: 'start',
      sessionMs: LAB_ALLOWANCE.FREE_TASTE_MS - 5 * 60_000,
    });
    expect(decideLabStart({ ...base, subscribed: false, freeTasteUsedMs: -1 })).toEqual({
      action: 'start',
      sessionMs: LAB_ALLOWANCE.FREE_TASTE_MS,
    });
  });

  it('refuses once the taste is used, and logged-out visitors', () => {
    expect(refusal({ ...base, subscribed: false, freeTasteUsedMs: LAB_ALLOWANCE.FREE_TASTE_MS })).toEqual({
      status: 403,
      message: 'You have used your free cloud lab time. Subscribe to keep using cloud labs.',
    });
    expect(refusal({ ...base, userId: null }).status).toBe(401);
  });

  it('counts time left and time used', () => {
    const start = new Date('2026-01-01T10:00:00Z');
    const later = new Date('2026-01-01T10:05:00Z');
    expect(labTimeLeftMs(later, start)).toBe(300_000);
    expect(labTimeLeftMs(start, later)).toBe(0);
    expect(labTimeUsedMs({ startedAt: start, endedAt: null }, later)).toBe(300_000);
    expect(labTimeUsedMs({ startedAt: later, endedAt: start }, later)).toBe(0);
  });
});
