#!/bin/sh
# Installs, from Debian, what the sandbox is built with and the toolchains the runner serves (issue 6: "npm start
# installs the Debian toolchains it can"). Each package is tried on its own, so one that is missing
# from the mirror does not stop the others; what is already installed costs nothing.
# Rust is not in this list on purpose: rustup's toolchain is used when present (see README.md).
set -u
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "install-toolchains: needs root and apt-get; skipping (the runner lists what it finds at start)." >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
missing=""
for pkg in libseccomp-dev util-linux gcc g++ python3 default-jdk-headless golang-go ruby; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
done
[ -z "$missing" ] && exit 0
apt-get update -qq >/dev/null 2>&1 || true
for pkg in $missing; do
  apt-get install -y -qq --no-install-recommends "$pkg" >/dev/null 2>&1 || echo "install-toolchains: could not install $pkg" >&2
done
exit 0
