/*
 * learnbox-launch: the steps between the runner (root) and bubblewrap that must happen before the
 * sandbox exists, so nothing it starts can escape them.
 *
 * Usage: learnbox-launch CONTROL_FD N cgroup.procs...
 *   1. join the run's cgroups (memory, pids, cpu) so every process of the sandbox is counted. On
 *      cgroup v1 a join waits for an RCU grace period (~10 ms here), one more reason the runner
 *      builds sandboxes ahead of their runs;
 *   2. read the sandbox from CONTROL_FD until EOF, as NUL-terminated fields:
 *      FSIZE_BYTES NOFILE SECCOMP_FILE bwrap-path bwrap-args...
 *      (EOF with no fields: the runner no longer needs this launcher; exit quietly);
 *   3. set the file-size, open-file and core rlimits (never RLIMIT_AS: it breaks V8 and the JVM;
 *      the CPU limit is the run's, set by learnbox-init when the run arrives);
 *   4. fork bwrap; in the child open SECCOMP_FILE (the root-only BPF system-call filter) as
 *      descriptor 7, which the bwrap args name in `--seccomp` (bwrap reads and closes it before its
 *      init starts; an empty SECCOMP_FILE means no filter), close the control descriptor and every
 *      descriptor above 7, so only the program's stdio (0-2), bwrap's status (3), the result
 *      channel (4) and learnbox-init's run channel (6) go in, and exec bwrap as root. bwrap makes
 *      the namespaces and mounts with root's rights and keeps only CAP_SETUID, CAP_SETGID and
 *      CAP_SETPCAP for learnbox-init, which drops to the sandbox user when its run arrives;
 *   5. when bwrap exits, write {"exit-status": S} to descriptor 3 (S is bwrap's status, 128+N
 *      when a signal ended it): the runner answers from this, without waiting for the namespaces
 *      to be torn down (unmounting them waits for RCU, several ms);
 *   6. as a child subreaper, go on reaping every process of the run (bwrap leaves its namespace
 *      init to whoever inherits it: without this a zombie lingers in the run's cgroup), then exit
 *      with the same status. The runner reuses the work dir only after this exit.
 * SIGTERM asks the launcher to end the run: it SIGKILLs bwrap (whose namespace init then dies with
 * it, taking every process of the run along) and still reaps and reports as above.
 * Exit 125 means the launch itself failed; the runner reports that as its own error.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define PROGRAM_NAME "learnbox-launch"
#define FAIL_STATUS 125
#include "run-fields.h"

#define SECCOMP_FD 7

static volatile pid_t run_child = 0;

static void stop_run(int signal) {
  (void)signal;
  if (run_child > 0) kill(run_child, SIGKILL);
}

static void limit(int resource, rlim_t soft, rlim_t hard, const char *name) {
  struct rlimit value = {soft, hard};
  if (setrlimit(resource, &value) != 0) fail(name);
}

int main(int argc, char **argv) {
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
  if (count < 5) {
    errno = EINVAL;
    fail("the sandbox has too few fields");
  }
  rlim_t fsize = number(fields[0]);
  rlim_t nofile = number(fields[1]);
  const char *seccomp = fields[2];

  limit(RLIMIT_FSIZE, fsize, fsize, "RLIMIT_FSIZE");
  limit(RLIMIT_NOFILE, nofile, nofile, "RLIMIT_NOFILE");
  limit(RLIMIT_CORE, 0, 0, "RLIMIT_CORE");

  if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) fail("subreaper");
  struct sigaction on_term;
  memset(&on_term, 0, sizeof on_term);
  on_term.sa_handler = stop_run;
  if (sigaction(SIGTERM, &on_term, NULL) != 0) fail("sigaction");
  pid_t child = fork();
  if (child < 0) fail("fork");
  if (child == 0) {
    close(control);
    unsigned int first_closed = SECCOMP_FD;
    if (seccomp[0] != '\0') {
      /* Opened here, as root, so the file can stay unreadable to the sandbox user; a fresh open per
         sandbox gives bwrap its own file offset to read from. */
      int filter = open(seccomp, O_RDONLY);
      if (filter < 0) fail("opening the seccomp filter");
      if (filter != SECCOMP_FD) {
        if (dup2(filter, SECCOMP_FD) < 0) fail("dup2 of the seccomp filter");
        close(filter);
      }
      first_closed = SECCOMP_FD + 1;
    }
    if (syscall(SYS_close_range, first_closed, ~0U, 0) != 0) {
      for (int fd = (int)first_closed; fd < 65536; fd++) close(fd);
    }
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("no_new_privs");
    execv(fields[3], fields + 3);
    fail(fields[3]);
  }

  run_child = child;
  /* The run's pipes belong to the sandbox now; only the status descriptor stays open here. */
  for (int fd = 0; fd <= 2; fd++) close(fd);
  syscall(SYS_close_range, 4, ~0U, 0);
  int status = 0;
  for (;;) {
    int any = 0;
    pid_t done = waitpid(-1, &any, 0);
    if (done < 0 && errno == ECHILD) break;
    if (done != child) continue;
    run_child = 0; /* reaped: its pid may be reused, so SIGTERM must no longer target it */
    status = any;
    int code = WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WIFEXITED(status) ? WEXITSTATUS(status) : 125;
    dprintf(3, "{ \"exit-status\": %d }\n", code);
  }
  if (WIFSIGNALED(status)) _exit(128 + WTERMSIG(status));
  _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 125);
}
