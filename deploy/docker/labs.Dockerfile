# syntax=docker/dockerfile:1
# apps/labs, the live host, for LABS_ENGINE=kubernetes (deploy/k8s/labs.yaml): Fastify on the
# TypeScript sources as `npm start` starts it (`node --import tsx apps/labs/src/main.ts`). It runs
# no container itself, so no podman and no root: labs are pods it asks the API server for.
# (The embedded podman engine runs on a machine of its own: `npm start`, scripts/lib/setup.mjs.)
# Build from the repository root:
#   docker build -f deploy/docker/labs.Dockerfile -t learnbox-labs .
ARG NODE_IMAGE=node:20-bookworm-slim

# Every workspace's manifest: npm checks the whole lockfile against them (api.Dockerfile says why).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/testing/package.json packages/testing/
COPY apps/api/package.json apps/api/
COPY apps/runner/package.json apps/runner/
COPY apps/labs/package.json apps/labs/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace=@learnbox/labs --no-audit --no-fund \
 || npm install --no-save --omit=dev --workspace=@learnbox/labs --no-audit --no-fund

FROM manifests AS tsx
RUN npm ci --workspace=@learnbox/labs --include-workspace-root --no-audit --no-fund \
 || npm install --no-save --workspace=@learnbox/labs --include-workspace-root --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    LABS_PORT=4200 \
    LABS_ENGINE=kubernetes
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=tsx /app/node_modules/tsx ./node_modules/tsx
COPY --from=tsx /app/node_modules/esbuild ./node_modules/esbuild
COPY --from=tsx /app/node_modules/@esbuild ./node_modules/@esbuild
COPY package.json tsconfig.base.json ./
COPY packages/domain packages/domain
COPY packages/contracts packages/contracts
COPY apps/labs apps/labs
USER node
EXPOSE 4200
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.LABS_PORT||4200)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "apps/labs/src/main.ts"]
