/*
 * The kernel's own price of what every sandbox gets fresh (issue 19), for sandbox-floor.bench.ts.
 * For each case, WORKERS loops at once (the throughput bench's concurrency 2) each start ITERATIONS
 * processes that make only that and exit. Printed per process: the machine's CPU in ms (/proc/stat,
 * every core, so the kernel's clean-up in its own threads counts), as "case<TAB>ms" lines.
 *
 *   sandbox-floor ITERATIONS CGROUP_PARENT...
 *
 * Cases: a plain clone; a clone into each namespace the launcher makes, alone; one into all of them
 * with the loopback interface up, as the launcher's pid 1 leaves it; a plain clone that joins a
 * cgroup made for it under each CGROUP_PARENT and removed after it, as the runner does per run.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <net/if.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define WORKERS 2
#define MAX_PARENTS 8
#define LOOPBACK_UP 1
#define JOIN_CGROUPS 2

static void die(const char *what) {
  fprintf(stderr, "sandbox-floor: %s: %s\n", what, strerror(errno));
  exit(1);
}

/* The machine's busy CPU so far, in ms (USER_HZ is 100 on every Linux ABI). */
static unsigned long long machine_cpu_ms(void) {
  unsigned long long user, nice, system, idle, iowait, irq, softirq, steal;
  FILE *stat = fopen("/proc/stat", "r");
  if (!stat || fscanf(stat, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &user, &nice, &system, &idle, &iowait,
                      &irq, &softirq, &steal) != 8)
    die("/proc/stat");
  fclose(stat);
  return (user + nice + system + irq + softirq + steal) * 10;
}

static void loopback_up(void) {
  int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  struct ifreq request;
  memset(&request, 0, sizeof request);
  snprintf(request.ifr_name, sizeof request.ifr_name, "lo");
  request.ifr_flags = IFF_UP | IFF_LOOPBACK | IFF_RUNNING;
  if (fd < 0 || ioctl(fd, SIOCSIFFLAGS, &request) != 0) _exit(2);
  _exit(0);
}

static void join(char cgroups[][4096], int count) {
  char pid[32];
  int length = snprintf(pid, sizeof pid, "%d\n", getpid());
  for (int i = 0; i < count; i++) {
    char procs[4200];
    snprintf(procs, sizeof procs, "%s/cgroup.procs", cgroups[i]);
    int fd = open(procs, O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, pid, (size_t)length) != length) _exit(3);
    close(fd);
  }
  _exit(0);
}

/* One worker's loop: ITERATIONS clones with `flags`, each doing `extra` before it exits. */
static void worker(int id, long iterations, unsigned long flags, int extra, char **parents, int parent_count) {
  char cgroups[MAX_PARENTS][4096];
  for (long n = 0; n < iterations; n++) {
    int cgroup_count = extra & JOIN_CGROUPS ? parent_count : 0;
    for (int i = 0; i < cgroup_count; i++) {
      snprintf(cgroups[i], sizeof cgroups[i], "%s/floor-%d-%d-%ld", parents[i], getpid(), id, n);
      if (mkdir(cgroups[i], 0755) != 0) die(cgroups[i]);
    }
    /* The raw system call, as the launcher's clone of pid 1: no stack given, so a fork in effect. */
    long child = syscall(SYS_clone, flags | SIGCHLD, NULL, NULL, NULL, 0);
    if (child < 0) die("clone");
    if (child == 0) {
      if (extra & LOOPBACK_UP) loopback_up();
      if (extra & JOIN_CGROUPS) join(cgroups, cgroup_count);
      _exit(0);
    }
    int status = 0;
    if (waitpid((pid_t)child, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      errno = ECHILD;
      die("a measured process failed");
    }
    /* A cgroup is busy for a moment after its last task exits; removal waits, as the runner's does. */
    for (int i = 0; i < cgroup_count; i++) {
      for (int tries = 0; rmdir(cgroups[i]) != 0; tries++) {
        if (errno != EBUSY || tries > 100000) die(cgroups[i]);
        sched_yield();
      }
    }
  }
}

static void measure(const char *name, long iterations, unsigned long flags, int extra, char **parents,
                    int parent_count) {
  unsigned long long before = machine_cpu_ms();
  pid_t workers[WORKERS];
  for (int id = 0; id < WORKERS; id++) {
    workers[id] = fork();
    if (workers[id] < 0) die("fork");
    if (workers[id] == 0) {
      worker(id, iterations, flags, extra, parents, parent_count);
      _exit(0);
    }
  }
  for (int id = 0; id < WORKERS; id++) {
    int status = 0;
    if (waitpid(workers[id], &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) exit(1);
  }
  double per_process = (double)(machine_cpu_ms() - before) / (double)(WORKERS * iterations);
  printf("%s\t%.3f\n", name, per_process);
  fflush(stdout);
}

int main(int argc, char **argv) {
  long iterations = argc > 1 ? strtol(argv[1], NULL, 10) : 0;
  int parent_count = argc - 2;
  if (iterations <= 0 || parent_count > MAX_PARENTS) {
    fprintf(stderr, "usage: sandbox-floor ITERATIONS [CGROUP_PARENT...] (at most %d)\n", MAX_PARENTS);
    return 2;
  }
  char **parents = argv + 2;
  const unsigned long all = CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP;
  /* Once first, unmeasured: the first clones warm caches the rest find warm. */
  measure("warm-up", iterations / 4 + 1, all, LOOPBACK_UP, parents, 0);
  measure("plain", iterations, 0, 0, parents, 0);
  measure("mount", iterations, CLONE_NEWNS, 0, parents, 0);
  measure("pid", iterations, CLONE_NEWPID, 0, parents, 0);
  measure("network", iterations, CLONE_NEWNET, LOOPBACK_UP, parents, 0);
  measure("ipc", iterations, CLONE_NEWIPC, 0, parents, 0);
  measure("uts", iterations, CLONE_NEWUTS, 0, parents, 0);
  measure("cgroup-namespace", iterations, CLONE_NEWCGROUP, 0, parents, 0);
  measure("all-namespaces", iterations, all, LOOPBACK_UP, parents, 0);
  if (parent_count > 0) measure("cgroups", iterations, 0, JOIN_CGROUPS, parents, parent_count);
  return 0;
}
