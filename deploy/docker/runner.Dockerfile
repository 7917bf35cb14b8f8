# syntax=docker/dockerfile:1
# apps/runner: sandboxed code execution, started as `npm start` starts it
# (`node --import tsx apps/runner/src/main.ts`, scripts/lib/stack.mjs). Build from the repository root:
#   docker build -f deploy/docker/runner.Dockerfile -t learnbox-runner .
#
# Runs as root on purpose: at start the runner creates cgroups, mounts one tmpfs per work slot and
# compiles its spawner (src/sandbox/spawner.c, with the sandbox launcher built in) and system-call
# filter (src/sandbox/seccomp-filter.c) with gcc. Each sandbox is built by the launcher as root, with
# no user namespace: new pid, mount, net, ipc, uts and cgroup namespaces, a tmpfs root filled with
# open_tree/mount_setattr/move_mount, a fresh /proc, six device nodes made with mknod, pivot_root,
# the loopback interface up; the program then drops to uid 65534 under that seccomp filter. The
# runner refuses to start when that isolation cannot be built (src/sandbox/isolation.ts proves it
# with one real sandboxed run; it also needs Linux 5.12+), so the container needs:
#   --cap-add SYS_ADMIN                 every mount (tmpfs work dirs, the cgroup remount, the sandbox's
#                                       root, binds, /proc, devpts, pivot_root), creating namespaces,
#                                       the sandbox's hostname
#   --cap-add NET_ADMIN                 bringing up the loopback interface of the sandbox's network
#                                       namespace (SIOCSIFFLAGS); compose.yaml does not add it
#                                       (deploy/README.md, "The runner's privileges")
#   --security-opt seccomp=unconfined   Docker's default profile refuses pivot_root to everyone, and
#                                       mount, open_tree, move_mount, mount_setattr, unshare and
#                                       namespace clone without SYS_ADMIN (each run still gets the
#                                       runner's own filter, loaded by the sandbox's pid 1 after its
#                                       last mount)
#   --security-opt systempaths=unconfined  kept from the bubblewrap set-up: the kernel refuses a new
#                                       procfs under masked /proc paths only in a user namespace,
#                                       and the launcher creates none
#   --security-opt apparmor=unconfined  docker-default AppArmor denies mount (hosts with AppArmor only)
#   --cgroupns=private                  the runner sees its own cgroup as the root it may write under
# The default capabilities cover the rest: SETUID, SETGID and SETPCAP (dropping to uid 65534 and
# emptying the bounding set), MKNOD (/dev's null, zero, full, random, urandom and tty, which Docker's
# default device cgroup lets a container create and open), KILL. This is less than --privileged (no
# host devices, no other capabilities, no host cgroup tree), which is the fallback where a runtime
# offers nothing finer (Kubernetes: see deploy/k8s/runner.yaml). No user namespace is created, so
# Ubuntu's kernel.apparmor_restrict_unprivileged_userns does not matter.
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
# Required: gcc and libc6-dev (the spawner, with the launcher that builds each sandbox, is compiled
# at start; glibc 2.36, bookworm's, has the open_tree/move_mount/mount_setattr wrappers it uses),
# libseccomp-dev (the sandbox's system-call filter is compiled against it at start),
# util-linux/mount (tmpfs work dirs). Node itself serves JavaScript and TypeScript.
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
