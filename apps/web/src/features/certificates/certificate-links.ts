import { apiRefs } from '@learnbox/contracts/route-refs';
import { formatDisplayDate } from '@learnbox/domain';
import { buildApiPath } from '../api-client/api-path';

/** Where the browser downloads a certificate's PDF (served by the api, proxied on this origin). */
export const certificatePdfHref = (id: string) => buildApiPath(apiRefs.certificates.pdf, { params: { id } });

/** The page of a certificate on this site. */
export const certificatePageHref = (id: string) => `/certificates/${encodeURIComponent(id)}`;

/** "March 5, 2026". */
export const issuedOn = (iso: string) => formatDisplayDate(iso, 'MMMM D, YYYY');

/** Checkout of a course's certificate, like the course-purchase links (`?course=`). */
export const certificateCheckoutHref = (courseId: string) =>
  `/checkout/certificate-purchase?course=${encodeURIComponent(courseId)}`;
