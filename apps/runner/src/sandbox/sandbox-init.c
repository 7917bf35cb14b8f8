/*
 * learnbox-init: the first process of a pre-built sandbox. bubblewrap has already made the
 * namespaces, the mounts, /box and /tmp and loaded the system-call filter; this process waits in
 * there, as root with nothing but CAP_SETUID, CAP_SETGID and CAP_SETPCAP, until the runner claims
 * the sandbox for one run. Waiting as root matters: no process of the sandbox user exists until a
 * run starts, so a waiting sandbox holds nothing a program of the same uid could reach.
 *
 * Usage: learnbox-init RUN_FD
 *   1. read the run from RUN_FD until EOF, as NUL-terminated fields:
 *      CPU_SECONDS RESULT_CHANNEL(0|1) UID GID ENV_COUNT KEY=VALUE... ARGV...
 *      (EOF with no fields: the runner no longer needs this sandbox; exit quietly);
 *   2. set the run's CPU limit (SIGXCPU at the soft limit, SIGKILL a second later);
 *   3. empty the capability bounding and inheritable sets, drop to UID/GID with no supplementary
 *      groups and check there is no way back;
 *   4. close every descriptor but the program's stdio (and 4, the result channel, when asked);
 *   5. exec the program with exactly the run's environment. Exit 127 when it cannot be started.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <grp.h>
#include <linux/capability.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#define PROGRAM_NAME "learnbox-init"
#define FAIL_STATUS 127
#include "run-fields.h"

#define RESULT_FD 4

extern char **environ;

static void drop_privileges(uid_t uid, gid_t gid) {
  for (int cap = 0; cap <= 63; cap++) {
    if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL) fail("dropping the bounding set");
  }
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct data[2];
  if (syscall(SYS_capget, &header, data) != 0) fail("capget");
  data[0].inheritable = data[1].inheritable = 0;
  if (syscall(SYS_capset, &header, data) != 0) fail("capset");
  if (setgroups(0, NULL) != 0) fail("setgroups");
  if (setresgid(gid, gid, gid) != 0) fail("setresgid");
  if (setresuid(uid, uid, uid) != 0) fail("setresuid");
  /* Leaving uid 0 cleared the permitted and effective sets; prove it before any program runs. */
  if (uid != 0 && (setuid(0) == 0 || setgid(0) == 0)) {
    errno = EPERM;
    fail("the sandbox user could become root again");
  }
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("no_new_privs");
}

int main(int argc, char **argv) {
  if (argc != 2) {
    errno = EINVAL;
    fail("usage");
  }
  int run_fd = (int)number(argv[1]);
  char **fields = NULL;
  size_t count = read_fields(run_fd, &fields);
  if (count == 0) _exit(0);
  close(run_fd);

  if (count < 6) {
    errno = EINVAL;
    fail("the run has too few fields");
  }
  rlim_t cpu = number(fields[0]);
  int result_channel = number(fields[1]) == 1;
  uid_t uid = (uid_t)number(fields[2]);
  gid_t gid = (gid_t)number(fields[3]);
  size_t env_count = number(fields[4]);
  if (5 + env_count >= count) {
    errno = EINVAL;
    fail("the run has no program");
  }

  struct rlimit limit = {cpu, cpu + 1};
  if (setrlimit(RLIMIT_CPU, &limit) != 0) fail("RLIMIT_CPU");
  drop_privileges(uid, gid);

  /* bubblewrap's status descriptor (3) and anything else inherited stay outside the program. */
  close(3);
  if (!result_channel) close(RESULT_FD);
  if (syscall(SYS_close_range, RESULT_FD + 1, ~0U, 0) != 0) {
    for (int fd = RESULT_FD + 1; fd < 65536; fd++) close(fd);
  }

  char **env = fields + 5;
  char **program = fields + 5 + env_count;
  static char *envp[MAX_RUN_FIELDS + 1];
  memcpy(envp, env, env_count * sizeof *env);
  envp[env_count] = NULL;
  environ = envp;
  /* PATH lookup against the run's own PATH, as a shell in the sandbox would do it. */
  execvp(program[0], program);
  fail(program[0]);
}
