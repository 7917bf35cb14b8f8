/** The certificates module's public surface: app.ts imports only this. */
export {
  type CertificatesContext,
  type CertificatesOptions,
  createCertificatesContext,
  type ProjectCompletion,
} from './certificates-context';
export { certificatesRoutes } from './certificates.routes';
export { renderCertificatePdf } from './certificate-pdf';
export { createCertificateSales } from './use-cases/sell-certificate';
