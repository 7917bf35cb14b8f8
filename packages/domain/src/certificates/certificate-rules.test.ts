import { describe, expect, it } from 'vitest';
import {
  certificateIncludedInPlan,
  certificateVerificationUrl,
  linkedInAddToProfileUrl,
} from './certificate-rules';

describe('certificate rules', () => {
  it('includes certificates in every personal subscription only', () => {
    expect(certificateIncludedInPlan({ hasActiveSubscription: true })).toBe(true);
    expect(certificateIncludedInPlan({ hasActiveSubscription: false })).toBe(false);
  });

  it('builds the verification and LinkedIn addresses', () => {
    const url = certificateVerificationUrl('https://learnbox.dev/', 'abc');
    expect(url).toBe('https://learnbox.dev/certificates/abc');
    const linkedIn = new URL(
      linkedInAddToProfileUrl({
        name: 'Python Basics',
        issuedAt: '2026-03-05T10:00:00Z',
        verificationUrl: url,
        id: 'abc',
      }),
    );
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Python Basics',
      organizationName: 'Learnbox',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: url,
      certId: 'abc',
    });
  });
});
