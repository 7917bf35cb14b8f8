/** Every sentence the certificates feature shows (issue 15 "Certificates"). */
export const CERTIFICATE_MESSAGES = {
  NOT_FOUND: 'Could not find this certificate.',
  LOGIN: 'Log in to see your certificates.',
  ITEM_NOT_FOUND: 'Could not find this course or path.',
  NOT_COMPLETED: 'Complete every lesson of this course to get its certificate.',
  PATH_NOT_COMPLETED: 'Complete every course of this path to get its certificate.',
  NOT_IN_PLAN: 'Your plan does not include certificates. You can buy the certificate of this course instead.',
  ALREADY_ISSUED: 'You already have the certificate of this course.',
  STAFF_ONLY: 'Only Learnbox staff can revoke a certificate.',
  ALREADY_REVOKED: 'This certificate is already revoked.',
  REASON_REQUIRED: 'Say why this certificate is revoked.',
  PROJECTS_NOT_AVAILABLE: 'Certificates of projects cannot be claimed yet.',
  // Shown on the page and in the PDF.
  TITLE: 'Certificate of completion',
  VALID: 'Valid',
  REVOKED: 'Revoked',
  PDF_AWARDED_TO: 'This certifies that',
  PDF_COMPLETED: {
    course: 'has completed the course',
    path: 'has completed the learning path',
    project: 'has finished the project',
  },
  PDF_ISSUED_ON: 'Issued on',
  PDF_VERIFY_AT: 'Verify this certificate at',
  PDF_REVOKED: 'REVOKED: this certificate is no longer valid.',
  PDF_REVOKED_REASON: 'Reason:',
} as const;
