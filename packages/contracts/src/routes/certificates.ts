import { z } from 'zod';
import {
  certificateIdSchema,
  certificateOfferQuerySchema,
  certificateOfferSchema,
  certificateVerificationSchema,
  claimCertificateBodySchema,
  hideCertificateBodySchema,
  myCertificateSchema,
  myCertificatesReplySchema,
  revokeCertificateBodySchema,
} from '../certificates';
import { defineRoute } from './define-route';

const tags = ['certificates'];
const params = z.object({ id: certificateIdSchema });

export const certificatesRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/certificates',
    tags,
    summary: "The signed-in learner's certificates",
    reply: myCertificatesReplySchema,
    errors: [401],
  }),
  offer: defineRoute({
    method: 'GET',
    path: '/api/certificates/offer',
    tags,
    summary: 'Whether the learner completed a course or path and how they get its certificate',
    query: certificateOfferQuerySchema,
    reply: certificateOfferSchema,
    errors: [400, 401, 404],
  }),
  claim: defineRoute({
    method: 'POST',
    path: '/api/certificates/claim',
    tags,
    summary: 'Issue the certificate of a completed course or path to a subscriber',
    body: claimCertificateBodySchema,
    reply: myCertificateSchema,
    errors: [400, 401, 403, 404],
  }),
  verify: defineRoute({
    method: 'GET',
    path: '/api/certificates/:id',
    tags,
    summary: 'Public verification: holder, item, date and status (hidden ones only to the owner)',
    params,
    reply: certificateVerificationSchema,
    errors: [400, 404],
  }),
  setHidden: defineRoute({
    method: 'PUT',
    path: '/api/certificates/:id/hidden',
    tags,
    summary: 'Hide or show a certificate (owner only)',
    params,
    body: hideCertificateBodySchema,
    reply: myCertificateSchema,
    errors: [400, 401, 404],
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/api/certificates/:id/revoke',
    tags,
    summary: 'Revoke a certificate with a reason (staff only)',
    params,
    body: revokeCertificateBodySchema,
    reply: certificateVerificationSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  /** The certificate as a PDF; the body is the document, not JSON. */
  pdf: defineRoute({
    method: 'GET',
    path: '/api/certificates/:id/pdf',
    tags,
    summary: 'The certificate as a PDF with its verification address and QR code',
    params,
    errors: [400, 404],
  }),
};
