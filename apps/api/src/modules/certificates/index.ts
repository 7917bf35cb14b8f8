/** The certificates module's public surface: app.ts imports only this. */

export { renderCertificatePdf } from './certificate-pdf';
export { certificatesRoutes } from './certificates.routes';
export {
  type CertificatesContext,
  type CertificatesOptions,
  createCertificatesContext,
  type ProjectCompletion,
} from './certificates-context';
export { createCertificateSales } from './use-cases/sell-certificate';
