/*
 * The sandbox's program, from its vfork in the sandbox (pid 2 of the new pid namespace) to exec.
 * It waits for its run as root with nothing but CAP_SETUID, CAP_SETGID and CAP_SETPCAP (pid 1 kept
 * no more before the vfork), already under the system-call filter and no_new_privs: no process of
 * the sandbox user exists until a run starts, so a waiting sandbox holds nothing a program of the
 * same uid could reach. Until its exec it runs in pid 1's memory (pid 1 sleeps meanwhile), so it
 * never returns, and leaves alone all pid 1 reads after it.
 *
 * The run, read from RUN_FD until EOF as NUL-terminated fields:
 *   CPU_SECONDS RESULT_CHANNEL(0|1) UID GID ENV_COUNT KEY=VALUE... ARGV...
 * (EOF with no fields: the runner no longer needs this sandbox; exit quietly). Then: the run's
 * CPU limit (SIGXCPU at the soft limit, SIGKILL a second later); the bounding and inheritable
 * capability sets emptied, UID/GID with no supplementary groups, and proof there is no way back;
 * every descriptor closed but the program's stdio (and 4, the result channel, when asked); exec
 * with exactly the run's environment. Exit 127 when the program cannot be started.
 */
#ifndef LEARNBOX_SANDBOX_RUN_H
#define LEARNBOX_SANDBOX_RUN_H

#include <grp.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>

#define STATUS_FD 3
#define RESULT_FD 4
#define PROGRAM_FAILED 127

extern char **environ;

/*
 * Leaves the bounding set at `bounding` and the permitted and effective sets at `keep` (masks of
 * CAP_* bits); the inheritable set (and with it the ambient one) is emptied. Needs CAP_SETPCAP.
 */
static void keep_capabilities(unsigned long long bounding, unsigned long long keep) {
  for (int cap = 0; cap <= 63; cap++) {
    if (bounding & (1ULL << cap)) continue;
    int held = prctl(PR_CAPBSET_READ, cap, 0, 0, 0);
    /* Capabilities are numbered without gaps: EINVAL means past the kernel's last one. */
    if (held < 0 && errno == EINVAL) break;
    if (held < 0) fail("reading the bounding set");
    /* Only what is held: each drop commits a new copy of the credentials (~1.3 us of CPU, freed
       after an RCU grace period), and the three calls per sandbox dropped ~120 where ~44 are held. */
    if (held && prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0) fail("dropping the bounding set");
  }
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  data[0].permitted = data[0].effective = (unsigned)(keep & 0xffffffffULL);
  data[1].permitted = data[1].effective = (unsigned)(keep >> 32);
  if (syscall(SYS_capset, &header, data) != 0) fail("capset");
}

/* What the program's process holds while it waits for its run: enough to become the sandbox user. */
#define WAITING_CAPABILITIES ((1ULL << CAP_SETUID) | (1ULL << CAP_SETGID) | (1ULL << CAP_SETPCAP))

/* The filter the launcher read; loaded after no_new_privs, so it binds everything started after. */
static void load_filter(const struct sock_fprog *filter) {
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("no_new_privs");
  if (filter->len > 0 && prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, filter, 0, 0) != 0)
    fail("loading the system-call filter");
}

static void drop_to(uid_t uid, gid_t gid) {
  keep_capabilities(0, (1ULL << CAP_SETUID) | (1ULL << CAP_SETGID));
  if (setgroups(0, NULL) != 0) fail("setgroups");
  if (setresgid(gid, gid, gid) != 0) fail("setresgid");
  if (setresuid(uid, uid, uid) != 0) fail("setresuid");
  /* Leaving uid 0 cleared the permitted and effective sets; prove it before any program runs. */
  if (uid != 0 && (setuid(0) == 0 || setgid(0) == 0)) {
    errno = EPERM;
    fail("the sandbox user could become root again");
  }
}

/* Waits for the run on `run_fd`, then becomes its program. Never returns. */
static void run_when_claimed(int run_fd) {
  prctl(PR_SET_NAME, "learnbox-wait", 0, 0, 0);
  /* Built: what the runner waits for before it counts a failed launch as the sandbox's own. */
  dprintf(STATUS_FD, "{ \"child-pid\": %d }\n", getpid());
  /* A new session: the program cannot push input into a terminal it inherited (TIOCSTI). */
  if (setsid() < 0) fail("setsid");

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
  drop_to(uid, gid);

  /* The launcher's status descriptor and anything else inherited stay outside the program. */
  close(STATUS_FD);
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
  dprintf(2, "%s: %s\n", program[0], strerror(errno));
  _exit(PROGRAM_FAILED);
}

#endif
