import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import { renderCertificatePdf } from './certificate-pdf';
import { toVerification } from './certificate-view';
import type { CertificatesContext } from './certificates-context';
import { claimCertificate } from './use-cases/claim-certificate';
import { listMyCertificates } from './use-cases/list-my-certificates';
import { loadCertificate } from './use-cases/load-certificate';
import { revokeCertificate } from './use-cases/revoke-certificate';
import { setCertificateHidden } from './use-cases/set-certificate-hidden';
import { viewCertificateOffer } from './use-cases/view-certificate-offer';

export function certificatesRoutes(ctx: CertificatesContext) {
  return async (app: AppInstance): Promise<void> => {
    const routes = apiRoutes.certificates;
    registerRoute(app, routes.mine, async (request) => listMyCertificates(ctx, requireUser(request).id));
    registerRoute(app, routes.offer, async (request) =>
      viewCertificateOffer(ctx, requireUser(request).id, request.query),
    );
    registerRoute(app, routes.claim, async (request) =>
      claimCertificate(ctx, requireUser(request).id, request.body),
    );
    registerRoute(app, routes.verify, async (request, reply) => {
      const row = await loadCertificate(ctx, request.user, 'view', request.params.id);
      // A hidden certificate answers its owner only: never from a shared cache.
      reply.header('cache-control', 'private, no-store');
      return toVerification(row, ctx.webOrigin);
    });
    registerRoute(app, routes.setHidden, async (request) =>
      setCertificateHidden(ctx, request.user, request.params.id, request.body.hidden),
    );
    registerRoute(app, routes.revoke, async (request) =>
      revokeCertificate(ctx, request.user, request.params.id, request.body.reason),
    );
    registerRoute(app, routes.pdf, async (request, reply) => {
      const row = await loadCertificate(ctx, request.user, 'view', request.params.id);
      const pdf = await renderCertificatePdf(toVerification(row, ctx.webOrigin));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="learnbox-certificate-${row.id}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    });
  };
}
