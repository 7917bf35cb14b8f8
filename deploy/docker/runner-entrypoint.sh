#!/bin/sh
# Entrypoint of the runner image. Docker and containerd mount the cgroup filesystem read-only in
# every container that is not --privileged; the runner creates one cgroup per run below its own
# (apps/runner/src/sandbox/run-cgroup.ts), so with CAP_SYS_ADMIN it remounts its own (namespaced,
# --cgroupns=private) cgroup mounts read-write first. A failure is not fatal here: the runner then
# refuses to start and names what is missing.
set -u
awk '{ split($0, halves, " - "); split(halves[2], fs, " "); if ((fs[1] == "cgroup" || fs[1] == "cgroup2") && $6 ~ /(^|,)ro(,|$)/) print $5 }' /proc/self/mountinfo |
  while read -r mount_point; do
    mount -o remount,rw "$mount_point" 2>/dev/null ||
      echo "runner-entrypoint: could not remount $mount_point read-write (needs CAP_SYS_ADMIN)" >&2
  done
exec "$@"
