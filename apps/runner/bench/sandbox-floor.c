/*
 * One case of the kernel's own price for what every sandbox gets fresh (issue 19), for
 * sandbox-floor.bench.ts, which reads the machine's CPU around it: WORKERS loops at once (the
 * throughput bench's concurrency 2) each start ITERATIONS processes that make only that and exit.
 *
 *   sandbox-floor CASE ITERATIONS [CGROUP_PARENT...]
 *
 * CASE: plain (a clone and nothing else); mount, pid, network, ipc, uts or cgroup-namespace (a
 * clone into that namespace alone; network with the loopback interface up); all-namespaces (the
 * launcher's clone of pid 1: every namespace it makes, loopback up); cgroups (a plain clone that
 * joins a cgroup made for it under each CGROUP_PARENT, removed after it, as the runner does per
 * run). The namespaces and the loopback set-up are the launcher's own (sandbox-launch.h).
 */
#define _GNU_SOURCE
#define PROGRAM_NAME "sandbox-floor"
#include "../src/sandbox/sandbox-launch.h"

#define WORKERS 2
#define MAX_PARENTS 8

struct floor_case {
  const char *name;
  unsigned long namespaces;
  int loopback;
  int cgroups;
};

static const struct floor_case CASES[] = {
    {"plain", 0, 0, 0},
    {"mount", CLONE_NEWNS, 0, 0},
    {"pid", CLONE_NEWPID, 0, 0},
    {"network", CLONE_NEWNET, 1, 0},
    {"ipc", CLONE_NEWIPC, 0, 0},
    {"uts", CLONE_NEWUTS, 0, 0},
    {"cgroup-namespace", CLONE_NEWCGROUP, 0, 0},
    {"all-namespaces", NAMESPACES, 1, 0},
    {"cgroups", 0, 0, 1},
};

/* The child's part: join its cgroups (each path a cgroup directory), exit. */
static void join(char cgroups[][PATH_MAX], int count) {
  char pid[32];
  int length = snprintf(pid, sizeof pid, "%d\n", getpid());
  for (int i = 0; i < count; i++) {
    char procs[PATH_MAX + 16];
    snprintf(procs, sizeof procs, "%s/cgroup.procs", cgroups[i]);
    int fd = open(procs, O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, pid, (size_t)length) != length) fail(procs);
    close(fd);
  }
}

static void worker(int id, long iterations, const struct floor_case *c, char **parents, int parent_count) {
  static char cgroups[MAX_PARENTS][PATH_MAX];
  int count = c->cgroups ? parent_count : 0;
  for (long n = 0; n < iterations; n++) {
    for (int i = 0; i < count; i++) {
      snprintf(cgroups[i], sizeof cgroups[i], "%s/floor-%d-%d-%ld", parents[i], getpid(), id, n);
      if (mkdir(cgroups[i], 0755) != 0) fail(cgroups[i]);
    }
    /* The raw system call, as the launcher's clone of pid 1 but with no stack given: a fork in effect. */
    long child = syscall(SYS_clone, c->namespaces | SIGCHLD, NULL, NULL, NULL, 0);
    if (child < 0) fail("clone");
    if (child == 0) {
      if (c->loopback) loopback_up();
      join(cgroups, count);
      _exit(0);
    }
    int status = 0;
    if (waitpid((pid_t)child, &status, 0) < 0 || status != 0) {
      errno = ECHILD;
      fail("a measured process");
    }
    /* A cgroup stays busy for a moment after its last task exits; removal waits, as the runner's does. */
    for (int i = 0; i < count; i++) {
      for (int tries = 0; rmdir(cgroups[i]) != 0; tries++) {
        if (errno != EBUSY || tries > 100000) fail(cgroups[i]);
        sched_yield();
      }
    }
  }
}

int main(int argc, char **argv) {
  const struct floor_case *c = NULL;
  for (size_t i = 0; argc > 1 && i < sizeof CASES / sizeof *CASES; i++)
    if (!strcmp(argv[1], CASES[i].name)) c = &CASES[i];
  long iterations = argc > 2 ? strtol(argv[2], NULL, 10) : 0;
  int parent_count = argc - 3;
  if (!c || iterations <= 0 || parent_count > MAX_PARENTS || (c->cgroups && parent_count < 1)) {
    fprintf(stderr, "usage: sandbox-floor CASE ITERATIONS [CGROUP_PARENT...] (at most %d)\n", MAX_PARENTS);
    return 2;
  }
  pid_t workers[WORKERS];
  for (int id = 0; id < WORKERS; id++) {
    workers[id] = fork();
    if (workers[id] < 0) fail("fork");
    if (workers[id] == 0) {
      worker(id, iterations, c, argv + 3, parent_count);
      _exit(0);
    }
  }
  int failed = 0;
  for (int id = 0; id < WORKERS; id++) {
    int status = 0;
    if (waitpid(workers[id], &status, 0) < 0 || status != 0) failed = 1;
  }
  return failed;
}
