# syntax=docker/dockerfile:1
# apps/runner: sandboxed code execution, started as `npm start` starts it
# (`node --import tsx apps/runner/src/main.ts`, scripts/lib/stack.mjs). Build from the repository root:
#   docker build -f deploy/docker/runner.Dockerfile -t learnbox-runner .
#
# Runs as root on purpose: at start the runner creates cgroups, mounts one tmpfs per work slot and
# compiles its spawner, launcher and sandbox init (src/sandbox/*.c) and system-call filter
# (src/sandbox/seccomp-filter.c) with gcc; every run then drops to uid 65534 inside bubblewrap (new
# pid, mount, net, ipc, uts and cgroup namespaces) under that seccomp filter. It refuses to start when that isolation cannot be built
# (src/sandbox/isolation.ts proves it with one real sandboxed run), so the container needs:
#   --cap-add SYS_ADMIN                 mount(2) for the tmpfs work dirs and the cgroup remount, and
#                                       (with Docker's default seccomp profile) unshare/clone of namespaces
#   --security-opt seccomp=unconfined   Docker's default profile also blocks mounting a fresh /proc in a
#                                       new pid namespace, which bwrap --proc does (each run still gets
#                                       the runner's own filter, loaded by bwrap after its set-up)
#   --security-opt systempaths=unconfined  Docker masks /proc/kcore, /proc/sys... with over-mounts; the
#                                       kernel then refuses a new procfs in a user namespace ("mount too
#                                       revealing")
#   --security-opt apparmor=unconfined  docker-default AppArmor denies mount (hosts with AppArmor only)
#   --cgroupns=private                  the runner sees its own cgroup as the root it may write under
# The default capabilities (SETUID, SETGID, KILL, CHOWN, DAC_OVERRIDE, FOWNER) cover the rest. This is
# less than --privileged (no host devices, no other capabilities, no host cgroup tree), which is the
# fallback where a runtime offers nothing finer (Kubernetes: see deploy/k8s/runner.yaml).
# Hosts with Ubuntu's kernel.apparmor_restrict_unprivileged_userns=1 also need it set to 0, since
# bubblewrap runs as uid 65534 and creates an unprivileged user namespace.
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
RUN npm ci --omit=dev --workspace=@learnbox/runner --no-audit --no-fund \
 || npm install --no-save --omit=dev --workspace=@learnbox/runner --no-audit --no-fund

# tsx runs the sources; its esbuild is also the runner's TypeScript compiler for learners' code
# (src/languages/toolchain-probe.ts findEsbuild). Both are root devDependencies.
FROM manifests AS tsx
RUN npm ci --workspace=@learnbox/runner --include-workspace-root --no-audit --no-fund \
 || npm install --no-save --workspace=@learnbox/runner --include-workspace-root --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# Required: bubblewrap (the sandbox), gcc (the launcher is compiled at start), libseccomp-dev (the
# sandbox's system-call filter is compiled against it at start), util-linux/mount (tmpfs work
# dirs). Node itself serves JavaScript and TypeScript.
# TOOLCHAINS are the default languages: Python 3, C/C++ (g++), Java. EXTRA_TOOLCHAINS are optional,
# e.g. --build-arg EXTRA_TOOLCHAINS="golang-go ruby rustc" (the runner probes what is installed at
# start and lists it at GET /runtimes; a missing toolchain only removes that language).
ARG TOOLCHAINS="python3 g++ default-jdk-headless"
ARG EXTRA_TOOLCHAINS=""
# The JDK's post-install script needs the man1 directory that slim images leave out.
RUN mkdir -p /usr/share/man/man1 \
 && apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      gcc libc6-dev libseccomp-dev util-linux mount ${TOOLCHAINS} ${EXTRA_TOOLCHAINS} \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    RUNNER_PORT=4100 \
    RUNNER_STATE_DIR=/run/learnbox-runner
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=tsx /app/node_modules/tsx ./node_modules/tsx
COPY --from=tsx /app/node_modules/esbuild ./node_modules/esbuild
COPY --from=tsx /app/node_modules/@esbuild ./node_modules/@esbuild
COPY package.json tsconfig.base.json ./
COPY packages/domain packages/domain
COPY packages/contracts packages/contracts
COPY apps/runner apps/runner
COPY deploy/docker/runner-entrypoint.sh /usr/local/bin/runner-entrypoint
EXPOSE 4100
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.RUNNER_PORT||4100)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/local/bin/runner-entrypoint"]
CMD ["node", "--import", "tsx", "apps/runner/src/main.ts"]
