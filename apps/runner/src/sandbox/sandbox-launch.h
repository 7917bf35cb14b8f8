/*
 * The launcher: one sandbox, from the runner's orders to its program's exit. The runner (root) has
 * learnbox-spawner fork it (spawner.c, `launch`) well before a run needs it (issue 19: sandboxes
 * built ahead); launcher.c makes the same code a program of its own.
 *
 * launch(CONTROL_FD N cgroup.procs...):
 *   1. join the run's cgroups (memory, pids, cpu) so every process of the sandbox is counted.
 *      Unless the host's cgroup2 mount has favordynmods, which the runner sets at start
 *      (cgroup-dynmods.ts), a join may wait for an RCU grace period (~10 ms here) holding the
 *      kernel's cgroup_mutex;
 *   2. read the sandbox from CONTROL_FD until EOF, as NUL-terminated fields:
 *      FSIZE_BYTES NOFILE SECCOMP_FILE ROOT_DIR WORK_DIR RUN_FD LAYOUT...
 *      (EOF with no fields: the runner no longer needs this launcher; exit quietly). SECCOMP_FILE
 *      is the root-only BPF system-call filter (empty: none), ROOT_DIR an empty host directory the
 *      sandbox's root is mounted on (in its own mount namespace only), WORK_DIR where the program
 *      starts, LAYOUT the operations of sandbox-root.h;
 *   3. set the file-size, open-file and core rlimits (never RLIMIT_AS: it breaks V8 and the JVM;
 *      the CPU limit is the run's, set when the run arrives);
 *   4. clone the sandbox's first process into new mount, pid, network, IPC, UTS and cgroup
 *      namespaces, sharing the launcher's memory (on a stack of its own) while the launcher sleeps
 *      until it exits: no page table is copied, nor any page faulted in twice (see launch()). As
 *      pid 1 it builds the root (sandbox-root.h), loads the filter, vforks the
 *      program's process (sandbox-run.h: reports {"child-pid": 2} on descriptor 3, waits for the
 *      run on RUN_FD, drops to the sandbox user, execs), then gives up every capability and reaps
 *      until the program's process exits; then it reports {"exit-status": S} (128+N for signal
 *      N) and exits with S, and the kernel kills whatever of the run is left in the namespace.
 *      The runner answers from that report, without waiting for the namespaces' teardown;
 *   5. when that first process exits, wake, close its copies of the run's descriptors and report
 *      the first process's exit status the same way (the first report stands; this one covers a
 *      sandbox killed before its program ended);
 *   6. as a child subreaper, go on reaping every process of the run, then exit with the same status.
 *      The runner reuses the work dir only after this exit.
 * Descriptors in: 0-2 the program's stdio, 3 the status, 4 a result channel, RUN_FD the run; only
 * the program's stdio (and 4 when the run asks) reach the program.
 * To end a run early, SIGKILL the sandbox's first process (the runner kills its cgroup but the
 * launcher): the kernel then kills every process of its pid namespace, and the launcher wakes, reaps
 * and reports as above. A signal that kills the launcher ends the sandbox too (pid 1's parent-death
 * signal), with no report.
 * Exit 125 means the launch itself failed; the runner reports that as its own error.
 */
#ifndef LEARNBOX_SANDBOX_LAUNCH_H
#define LEARNBOX_SANDBOX_LAUNCH_H

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define FAIL_STATUS 125
#include "run-fields.h"
#include "sandbox-root.h"
#include "sandbox-run.h"

#define NAMESPACES (CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP)

/*
 * The command line of the process this code runs in (the launcher's or the spawner's): host details
 * a program need not read. Whoever calls launch() sets them.
 */
static char *arguments_start, *arguments_end;

static void limit(int resource, rlim_t soft, rlim_t hard, const char *name) {
  struct rlimit value = {soft, hard};
  if (setrlimit(resource, &value) != 0) fail(name);
}

/* The BPF program in `path` (a whole number of instructions), or an empty one for "". */
static struct sock_fprog read_filter(const char *path) {
  struct sock_fprog filter = {0, NULL};
  if (path[0] == '\0') return filter;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0) fail("opening the seccomp filter");
  if (st.st_size <= 0 || st.st_size % sizeof(struct sock_filter) != 0 || st.st_size > 65536 * 8) {
    errno = EINVAL;
    fail("the seccomp filter");
  }
  struct sock_filter *program = malloc((size_t)st.st_size);
  if (!program) fail("malloc");
  for (off_t done = 0; done < st.st_size;) {
    ssize_t n = read(fd, (char *)program + done, (size_t)(st.st_size - done));
    if (n <= 0) fail("reading the seccomp filter");
    done += n;
  }
  close(fd);
  filter.len = (unsigned short)(st.st_size / sizeof(struct sock_filter));
  filter.filter = program;
  return filter;
}

/* The status a process's end is reported with: its exit code, or 128+N when signal N ended it. */
static int exit_code(int status) {
  return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WIFEXITED(status) ? WEXITSTATUS(status) : FAIL_STATUS;
}

/* The sandbox's pid 1. Never returns. */
static void sandbox_first_process(int run_fd, const char *root, const char *work_dir, char **layout, size_t ops,
                                  const struct sock_fprog *filter) {
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail("PR_SET_PDEATHSIG");
  prctl(PR_SET_NAME, "learnbox-init", 0, 0, 0);
  /* /proc/1/cmdline is readable inside; it shows nothing of the host (nor, in the memory they
     share, does the launcher's any longer). */
  if (arguments_start) memset(arguments_start, 0, (size_t)(arguments_end - arguments_start));
  build_root(root, layout, ops);
  if (chdir(work_dir) != 0) fail(work_dir);
  /* Loaded once, here, after the last mount: pid 1 and the program's process both live under it. */
  load_filter(filter);
  /* No mount is left to make: from here on pid 1, and the process it starts, keep only what the
     program's process needs to become the sandbox user. */
  keep_capabilities(WAITING_CAPABILITIES, WAITING_CAPABILITIES);
  /*
   * vfork, not fork: the program's process borrows this one's memory until it execs the program,
   * and this one sleeps until then (killably: a SIGKILL still ends the sandbox). fork copied the
   * page tables and then faulted on every page either side wrote, ~1.4 ms of the machine's CPU per
   * sandbox on this paravirtualised host (issue 19). The borrower changes nothing this process
   * reads afterwards (it reads the run into run-fields.h's buffers, whose sandbox fields pid 1 is
   * done with) and never returns from here. While a sandbox waits, this sleep counts in the
   * host's load average.
   */
  pid_t program = vfork();
  if (program < 0) fail("vfork");
  if (program == 0) run_when_claimed(run_fd);

  for (int fd = 0; fd <= 2; fd++) close(fd);
  syscall(SYS_close_range, STATUS_FD + 1, ~0U, 0);
  keep_capabilities(0, 0);
  for (;;) {
    int status = 0;
    pid_t done = waitpid(-1, &status, 0);
    if (done < 0 && errno == EINTR) continue;
    if (done < 0) _exit(FAIL_STATUS);
    if (done != program) continue;
    /* Reported before this exit, which tears the namespaces down (unmounting waits for RCU). */
    dprintf(STATUS_FD, "{ \"exit-status\": %d }\n", exit_code(status));
    _exit(exit_code(status));
  }
}

/* What the sandbox's first process starts from, and the stack it runs on in the launcher's memory. */
struct first_process {
  int run_fd;
  const char *root, *work_dir;
  char **layout;
  size_t ops;
  const struct sock_fprog *filter;
};
/*
 * The top of a fresh stack for pid 1: ample for sandbox-root.h's PATH_MAX buffers and for the
 * program's process, which borrows it up to its exec (pages never touched are never backed). A
 * guard page below it makes an overflow fault instead of writing over the memory pid 1 shares with
 * the launcher.
 */
static char *first_process_stack(void) {
  const size_t size = 1024 * 1024, page = (size_t)sysconf(_SC_PAGESIZE);
  char *base = mmap(NULL, page + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
  if (base == MAP_FAILED) fail("mapping pid 1's stack");
  if (mprotect(base, page, PROT_NONE) != 0) fail("guarding pid 1's stack");
  return base + page + size;
}

static int first_process_main(void *argument) {
  const struct first_process *first = argument;
  sandbox_first_process(first->run_fd, first->root, first->work_dir, first->layout, first->ops, first->filter);
  return FAIL_STATUS;
}

/* argv: CONTROL_FD N cgroup.procs... (argv[0] is not used). Never returns. */
static void launch(int argc, char **argv) {
  if (argc < 3) {
    errno = EINVAL;
    fail("usage");
  }
  int control = (int)number(argv[1]);
  unsigned long long groups = number(argv[2]);
  if ((unsigned long long)argc != 3 + groups) {
    errno = EINVAL;
    fail("usage");
  }
  char pid[32];
  int length = snprintf(pid, sizeof pid, "%d\n", getpid());
  for (unsigned long long i = 0; i < groups; i++) {
    int fd = open(argv[3 + i], O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, pid, (size_t)length) != length) fail("joining the run cgroup");
    close(fd);
  }

  char **fields = NULL;
  size_t count = read_fields(control, &fields);
  if (count == 0) _exit(0);
  if (count < 6) {
    errno = EINVAL;
    fail("the sandbox has too few fields");
  }
  close(control);
  rlim_t fsize = number(fields[0]);
  rlim_t nofile = number(fields[1]);
  struct sock_fprog filter = read_filter(fields[2]);
  const char *root = fields[3];
  const char *work_dir = fields[4];
  int run_fd = (int)number(fields[5]);

  limit(RLIMIT_FSIZE, fsize, fsize, "RLIMIT_FSIZE");
  limit(RLIMIT_NOFILE, nofile, nofile, "RLIMIT_NOFILE");
  limit(RLIMIT_CORE, 0, 0, "RLIMIT_CORE");

  if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) fail("subreaper");
  /*
   * CLONE_VM | CLONE_VFORK: pid 1 runs in this process's memory, and this one sleeps until pid 1
   * exits (it never execs), so the two never run at once. A fork copied the launcher's page tables
   * and then faulted on each page either side wrote: ~2-3 ms of the machine's CPU per sandbox on
   * this paravirtualised host, where every page-table change traps to the hypervisor (issue 19).
   * pid 1 reads the sandbox's fields from here; nothing here reads what pid 1 changes.
   * CLONE_FILES: the two share one descriptor table too, so when pid 1 closes the run's pipes (once
   * the program runs) they are closed here as well. The output's EOF then never waits for this
   * sleeping process to be woken and scheduled after pid 1's exit, on a machine whose cores the
   * other runs keep busy.
   */
  struct first_process first = {run_fd, root, work_dir, fields + 6, count - 6, &filter};
  const int flags = NAMESPACES | CLONE_VM | CLONE_VFORK | CLONE_FILES | SIGCHLD;
  pid_t child = clone(first_process_main, first_process_stack(), flags, &first);
  if (child < 0) fail("creating the namespaces");

  /* pid 1 is gone. Should it have failed before closing the run's pipes, they are closed here: only
     the status descriptor stays open. */
  for (int fd = 0; fd <= 2; fd++) close(fd);
  syscall(SYS_close_range, STATUS_FD + 1, ~0U, 0);
  int status = 0;
  for (;;) {
    int any = 0;
    pid_t done = waitpid(-1, &any, 0);
    if (done < 0 && errno == EINTR) continue;
    if (done < 0) break;
    if (done != child) continue;
    status = any;
    dprintf(STATUS_FD, "{ \"exit-status\": %d }\n", exit_code(status));
  }
  _exit(exit_code(status));
}

#endif
