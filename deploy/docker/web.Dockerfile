# syntax=docker/dockerfile:1
# apps/web: the Next.js production build served by apps/web/server.mjs (not `next start`: it decides
# the client address from TRUSTED_PROXIES), as `npm start` serves it. Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t learnbox-web .
# One image serves any api: API_ORIGIN is read at request time, never inlined at build.
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

FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace=@learnbox/web --no-audit --no-fund \
 || npm install --no-save --omit=dev --workspace=@learnbox/web --no-audit --no-fund

# The build needs the dev tools (Tailwind, PostCSS, the root TypeScript), as `npm start`'s build does.
FROM manifests AS build
RUN npm ci --workspace=@learnbox/web --include-workspace-root --no-audit --no-fund \
 || npm install --no-save --workspace=@learnbox/web --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY packages/contracts packages/contracts
COPY apps/web apps/web
ENV NEXT_TELEMETRY_DISABLED=1
RUN cd apps/web && node ../../node_modules/next/dist/bin/next build && rm -rf .next/cache

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json tsconfig.base.json ./
COPY packages/domain packages/domain
COPY packages/contracts packages/contracts
COPY apps/web apps/web
COPY --from=build --chown=node:node /app/apps/web/.next apps/web/.next
USER node
WORKDIR /app/apps/web
EXPOSE 3000
# Web-only check: a static file from public/ (no api call; /api/health would test the api instead,
# and a page render may call it). The api and runner have their own checks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/favicon-light.svg').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.mjs"]
