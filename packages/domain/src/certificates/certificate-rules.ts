/**
 * Who gets a certificate as part of their plan. Every personal subscription (any tier: Basic,
 * Standard, Premium, Premium Plus, each grants the same `subscription` entitlement) includes the
 * certificates of what the subscriber completes; team seats and course purchases do not, so those
 * learners buy a certificate through the certificate-purchase checkout.
 */
export function certificateIncludedInPlan(reader: { hasActiveSubscription: boolean }): boolean {
  return reader.hasActiveSubscription;
}

/** Price of a course certificate through the certificate-purchase checkout, in US cents. */
export const CERTIFICATE_PRICE_CENTS = 1900;

export const CERTIFICATE_KINDS = ['course', 'path', 'project'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** How a certificate was earned. */
export type CertificateEarnedBy = 'plan' | 'purchase';

/** The public verification address of a certificate (what the PDF's QR code holds). */
export function certificateVerificationUrl(webOrigin: string, id: string): string {
  return `${webOrigin.replace(/\/+$/, '')}/certificates/${encodeURIComponent(id)}`;
}

/**
 * LinkedIn's "Add to profile" address for a certification
 * (https://addtoprofile.linkedin.com: startTask=CERTIFICATION_NAME with name, organizationName,
 * issueYear, issueMonth, certUrl and certId).
 */
export function linkedInAddToProfileUrl(input: {
  name: string;
  issuedAt: string | Date;
  verificationUrl: string;
  id: string;
  organizationName?: string;
}): string {
  const issued = new Date(input.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.name,
    organizationName: input.organizationName ?? 'Learnbox',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: input.verificationUrl,
    certId: input.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
