/*
 * learnbox-seccomp: writes the sandbox's system-call filter, as a classic BPF program, to OUT_FILE.
 *
 * Usage: learnbox-seccomp OUT_FILE
 *
 * The runner compiles this with libseccomp at start (seccomp-filter.ts) and runs it once; every
 * launcher (sandbox-launch.h) reads the file, and the sandbox's pid 1 loads the filter once, after
 * its last mount (the filter denies mount, pivot_root and the new mount API that built the root)
 * and before it forks the program's process. So it binds pid 1, the process waiting for the run,
 * the program and everything it starts; the launcher outside the namespaces runs without it.
 *
 * A deny list, not an allow list: every language runtime (CPython, V8, the JVM, Go, rustc, gcc)
 * makes its own choice of ordinary calls, and an allow list breaks one of them with each upgrade.
 * What is denied are the calls lesson programs never need and that reach kernel code a sandbox
 * should not expose: most of the kernel's local privilege escalations of the last years went
 * through io_uring, keyrings, bpf, userfaultfd, perf or namespace set-up. The namespaces and
 * uid 65534 already stop many of these; the filter makes sure the kernel code behind them is
 * never entered at all. Sources of the list: Flatpak's filter (the one it has bubblewrap load),
 * Docker's default profile (what it grants only with CAP_SYS_ADMIN, CAP_SYS_PTRACE and the like),
 * systemd's @mount, @module, @reboot, @swap, @clock, @debug, @cpu-emulation, @obsolete and @raw-io
 * groups.
 *
 * Denied calls fail with EPERM, as if the kernel refused them, except where a runtime is expected
 * to fall back to an older call when the new one "does not exist": those get ENOSYS.
 *
 * Only the native ABI passes: on x86_64 a call through the 32-bit ABI (int 0x80) or x32 never
 * reaches the rules above, so it fails with ENOSYS instead (libseccomp's bad-architecture action;
 * it also rejects x32 numbers, which arrive as x86_64 with bit 30 set).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

struct denied {
  const char *name;
  int error;
};

static const struct denied DENIED[] = {
    /* io_uring: a large attack surface (many kernel CVEs) and never needed; ENOSYS makes libuv,
       liburing users and the JDK fall back to epoll and threads. */
    {"io_uring_setup", ENOSYS},
    {"io_uring_enter", ENOSYS},
    {"io_uring_register", ENOSYS},
    /* clone3 passes its flags in memory, which a filter cannot read, so its namespace flags could
       not be checked as clone's are below; glibc falls back to clone on ENOSYS (as under Docker). */
    {"clone3", ENOSYS},
    /* Kernel keyrings. */
    {"keyctl", EPERM},
    {"add_key", EPERM},
    {"request_key", EPERM},
    /* Reading or changing other processes. */
    {"ptrace", EPERM},
    {"process_vm_readv", EPERM},
    {"process_vm_writev", EPERM},
    {"process_madvise", EPERM},
    {"pidfd_getfd", EPERM},
    {"kcmp", EPERM},
    {"move_pages", EPERM},
    {"migrate_pages", EPERM},
    /* Kernel programmability and introspection. */
    {"bpf", EPERM},
    {"userfaultfd", EPERM},
    {"perf_event_open", EPERM},
    {"fanotify_init", EPERM},
    {"lookup_dcookie", EPERM},
    {"syslog", EPERM},
    /* Mounting, old API and new; the new one answers ENOSYS (as Flatpak does) so tools fall back to
       mount(2), which then says EPERM. */
    {"mount", EPERM},
    {"umount2", EPERM},
    {"pivot_root", EPERM},
    {"chroot", EPERM},
    {"fsopen", ENOSYS},
    {"fsconfig", ENOSYS},
    {"fsmount", ENOSYS},
    {"fspick", ENOSYS},
    {"move_mount", ENOSYS},
    {"open_tree", ENOSYS},
    {"mount_setattr", ENOSYS},
    /* Entering namespaces (creating them: clone and unshare below). */
    {"setns", EPERM},
    /* Kernels and modules. */
    {"kexec_load", EPERM},
    {"kexec_file_load", EPERM},
    {"init_module", EPERM},
    {"finit_module", EPERM},
    {"delete_module", EPERM},
    /* The machine as a whole. */
    {"reboot", EPERM},
    {"swapon", EPERM},
    {"swapoff", EPERM},
    {"acct", EPERM},
    {"quotactl", EPERM},
    {"quotactl_fd", EPERM},
    {"sethostname", EPERM},
    {"setdomainname", EPERM},
    {"vhangup", EPERM},
    /* File handles bypass path-based access checks. */
    {"open_by_handle_at", EPERM},
    {"name_to_handle_at", EPERM},
    /* The clock. */
    {"clock_settime", EPERM},
    {"clock_adjtime", EPERM},
    {"settimeofday", EPERM},
    {"adjtimex", EPERM},
    /* Port I/O, 16-bit segments and obsolete calls (x86 only: skipped where they do not exist). */
    {"iopl", EPERM},
    {"ioperm", EPERM},
    {"modify_ldt", EPERM},
    {"uselib", EPERM},
    {"_sysctl", EPERM},
};

/* Namespace flags of clone(2)'s first argument and unshare(2)'s. CLONE_NEWTIME shares its bit with
   clone's exit-signal byte, so it is only checked for unshare. */
static const unsigned long NAMESPACE_FLAGS[] = {
    CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET,
};
#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x00000080
#endif

static scmp_filter_ctx filter;

static void fail(const char *what, int rc) {
  fprintf(stderr, "learnbox-seccomp: %s: %s\n", what, strerror(rc < 0 ? -rc : rc));
  exit(1);
}

static void deny(const char *what, int syscall, int error, unsigned int count, const struct scmp_arg_cmp *args) {
  int rc = seccomp_rule_add_array(filter, SCMP_ACT_ERRNO(error), syscall, count, args);
  if (rc != 0) fail(what, rc);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: learnbox-seccomp OUT_FILE\n");
    return 2;
  }
  filter = seccomp_init(SCMP_ACT_ALLOW);
  if (!filter) fail("seccomp_init", ENOMEM);
  int rc = seccomp_attr_set(filter, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_ERRNO(ENOSYS));
  if (rc != 0) fail("bad-architecture action", rc);
  /* A binary search over syscall numbers instead of a linear scan (libseccomp 2.5 and newer). */
  if (seccomp_attr_set(filter, SCMP_FLTATR_CTL_OPTIMIZE, 2) != 0) fprintf(stderr, "learnbox-seccomp: no binary-tree optimisation\n");

  for (size_t i = 0; i < sizeof DENIED / sizeof DENIED[0]; i++) {
    int nr = seccomp_syscall_resolve_name(DENIED[i].name);
    /* An unknown name means an old libseccomp: refuse rather than silently filter less. */
    if (nr == __NR_SCMP_ERROR) {
      fprintf(stderr, "learnbox-seccomp: this libseccomp does not know the system call %s; a newer libseccomp is needed\n",
              DENIED[i].name);
      return 1;
    }
    /* Negative: the call does not exist on this architecture (iopl on arm64), nothing to deny. */
    if (nr < 0) continue;
    deny(DENIED[i].name, nr, DENIED[i].error, 0, NULL);
  }

  /* New namespaces: clone and unshare with any namespace flag. One rule per flag, since a rule's
     comparisons are ANDed. unshare without them (CLONE_FILES, CLONE_FS) stays allowed. */
  for (size_t i = 0; i < sizeof NAMESPACE_FLAGS / sizeof NAMESPACE_FLAGS[0]; i++) {
    struct scmp_arg_cmp flag = SCMP_A0(SCMP_CMP_MASKED_EQ, NAMESPACE_FLAGS[i], NAMESPACE_FLAGS[i]);
    deny("clone with a namespace flag", SCMP_SYS(clone), EPERM, 1, &flag);
    deny("unshare with a namespace flag", SCMP_SYS(unshare), EPERM, 1, &flag);
  }
  struct scmp_arg_cmp newtime = SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_NEWTIME, CLONE_NEWTIME);
  deny("unshare(CLONE_NEWTIME)", SCMP_SYS(unshare), EPERM, 1, &newtime);

  /* personality: only the default (0) and the query (0xffffffff) pass; no ADDR_NO_RANDOMIZE
     (turning off ASLR), READ_IMPLIES_EXEC or 32-bit personalities. The kernel reads the low 32 bits
     only, and a rule may compare an argument once, so "neither all zeros nor all ones" is written
     as: bit 0 differs from some other bit (two one-comparison rules per bit). */
  for (unsigned int bit = 1; bit < 32; bit++) {
    unsigned long pair = 1UL | (1UL << bit);
    struct scmp_arg_cmp bit_set = SCMP_A0(SCMP_CMP_MASKED_EQ, pair, 1UL << bit);
    struct scmp_arg_cmp bit_clear = SCMP_A0(SCMP_CMP_MASKED_EQ, pair, 1UL);
    deny("personality", SCMP_SYS(personality), EPERM, 1, &bit_set);
    deny("personality", SCMP_SYS(personality), EPERM, 1, &bit_clear);
  }

  /* Pushing input into, or reading, a terminal the program might share (the program's process
     already starts a new session, sandbox-run.h; the kernel compares the command's low 32 bits). */
  struct scmp_arg_cmp tiocsti = SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffUL, TIOCSTI);
  deny("ioctl(TIOCSTI)", SCMP_SYS(ioctl), EPERM, 1, &tiocsti);
  struct scmp_arg_cmp tioclinux = SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffUL, TIOCLINUX);
  deny("ioctl(TIOCLINUX)", SCMP_SYS(ioctl), EPERM, 1, &tioclinux);

  int out = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (out < 0) fail(argv[1], errno);
  rc = seccomp_export_bpf(filter, out);
  if (rc != 0) fail("seccomp_export_bpf", rc);
  if (close(out) != 0) fail(argv[1], errno);
  seccomp_release(filter);
  return 0;
}
