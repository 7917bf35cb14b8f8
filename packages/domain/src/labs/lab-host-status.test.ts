import { describe, expect, it } from 'vitest';
import { canEditLab, daemonStatusOf, imageStatusOf } from './lab-host-status';

describe('live host states as container statuses (spec section 4)', () => {
  it.each([
    ['present', 'PULLED'],
    ['pulling', 'PULLING'],
    ['failed', 'PULL_FAILED'],
  ] as const)('image %s is %s', (image, status) => {
    expect(imageStatusOf(image)).toBe(status);
  });

  it.each([
    ['present', 'running', 'RUNNING'],
    ['present', 'created', 'WAITING_FOR_DAEMON'],
    ['pulling', 'missing', 'WAITING_FOR_DAEMON'],
    ['present', 'stopped', 'DAEMON_FAILED'],
    ['present', 'missing', 'DAEMON_FAILED'],
    ['failed', 'missing', 'PULL_FAILED'],
  ] as const)('image %s, container %s is %s', (image, container, status) => {
    expect(daemonStatusOf(image, container)).toBe(status);
  });
});

describe('who may edit a lab', () => {
  const lab = { authorEmail: 'Team@Learnbox.dev' };
  const user = { email: 'team@learnbox.dev', emailVerified: true, isInternalStaff: false };

  it('lets the verified author and staff edit', () => {
    expect(canEditLab(lab, user)).toBe(true);
    expect(canEditLab(lab, { ...user, email: 'x@example.com', isInternalStaff: true })).toBe(true);
  });

  it('refuses an unverified author address, someone else and visitors', () => {
    expect(canEditLab(lab, { ...user, emailVerified: false })).toBe(false);
    expect(canEditLab(lab, { ...user, email: 'x@example.com' })).toBe(false);
    expect(canEditLab(lab, null)).toBe(false);
  });
});
