# syntax=docker/dockerfile:1
# apps/api: Fastify on the TypeScript sources, started as `npm start` starts it
# (`node --import tsx apps/api/src/main.ts`, scripts/lib/stack.mjs). Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t learnbox-api .
# Migrations: the api runs the committed drizzle migrations (packages/db/migrations) and the
# idempotent demo seed (SEED_DEMO_CONTENT, from content/) at every start, before it listens; there
# is no separate migration job. Drizzle's migrator runs them in one transaction but takes no lock, so
# two copies migrating the same database at once can make one fail and restart (deploy/README.md).
ARG NODE_IMAGE=node:20-bookworm-slim

# Every workspace's manifest: npm checks the whole lockfile against them, even for one workspace.
# `npm ci` refuses a lockfile that lacks other platforms' optional binaries (@biomejs/cli-darwin-*...);
# then `npm install --no-save` installs the same locked versions, as scripts/lib/setup.mjs does.
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

# Production dependencies of the api and the packages it imports.
FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace=@learnbox/api --no-audit --no-fund \
 || npm install --no-save --omit=dev --workspace=@learnbox/api --no-audit --no-fund

# tsx is a root devDependency: this stage installs it at the lockfile's version, and the runtime
# copies only it and what it loads (tests/deploy.test.ts checks this list against the lockfile).
FROM manifests AS tsx
RUN npm ci --workspace=@learnbox/api --include-workspace-root --no-audit --no-fund \
 || npm install --no-save --workspace=@learnbox/api --include-workspace-root --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    API_PORT=4000 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=tsx /app/node_modules/tsx ./node_modules/tsx
COPY --from=tsx /app/node_modules/esbuild ./node_modules/esbuild
COPY --from=tsx /app/node_modules/@esbuild ./node_modules/@esbuild
COPY package.json tsconfig.base.json ./
COPY packages/domain packages/domain
COPY packages/contracts packages/contracts
COPY packages/db packages/db
COPY apps/api apps/api
COPY content content
# DATA_DIR holds PGlite only when DATABASE_URL is unset (a single copy); it must be writable.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 4000
# /api/health runs `select 1`: unhealthy when the database is unreachable.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.API_PORT||4000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]
