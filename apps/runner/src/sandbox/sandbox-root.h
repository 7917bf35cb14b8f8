/*
 * The sandbox's file system, built by its first process (pid 1 of the new pid namespace, inside a
 * new mount namespace) from the runner's layout: a fresh tmpfs root holding only what the layout
 * names, every host path bound read-only, nosuid and nodev (submounts included, with one
 * mount_setattr), a fresh /proc, a /dev of six device nodes, size-capped tmpfs at /tmp and
 * /dev/shm, and the run's work dir. The root itself is then made read-only and the host's tree is
 * detached, so nothing else of the host is reachable.
 *
 * Done with direct system calls: bubblewrap re-read /proc/self/mountinfo for every bind (to find
 * its submounts), which cost a sandbox more CPU than a Python hello world (issue 19).
 *
 * Layout operations, as fields: ro-bind SRC DST | bind SRC DST | symlink TARGET DST | dir DST |
 * tmpfs DST BYTES | proc DST | dev DST. Targets are absolute paths in the sandbox; missing parents
 * are made 0755 and owned by root, so the sandbox user can traverse them and change nothing.
 */
#ifndef LEARNBOX_SANDBOX_ROOT_H
#define LEARNBOX_SANDBOX_ROOT_H

#include <fcntl.h>
#include <limits.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#define SANDBOX_HOSTNAME "sandbox"

static char root_path[PATH_MAX];

/* The layout's target under the new root (before pivot_root); no "." or ".." may lead out of it. */
static const char *under_root(const char *target) {
  static char joined[PATH_MAX];
  size_t length = strlen(target);
  int dotted = strstr(target, "/..") || strstr(target, "/./") || (length >= 2 && !strcmp(target + length - 2, "/."));
  int untidy = strstr(target, "//") || (length > 1 && target[length - 1] == '/');
  if (target[0] != '/' || dotted || untidy) {
    errno = EINVAL;
    fail(target);
  }
  if (snprintf(joined, sizeof joined, "%s%s", root_path, target) >= (int)sizeof joined) {
    errno = ENAMETOOLONG;
    fail(target);
  }
  return joined;
}

/* `dir`/`name` into `out` (PATH_MAX bytes); a path that long is refused, never cut. */
static void join_path(char *out, const char *dir, const char *name) {
  if (snprintf(out, PATH_MAX, "%s/%s", dir, name) >= PATH_MAX) {
    errno = ENAMETOOLONG;
    fail(dir);
  }
}

/* mkdir -p of `path`'s parents (and of `path` itself when `self`), each 0755. */
static void make_dirs(const char *path, int self) {
  char copy[PATH_MAX];
  snprintf(copy, sizeof copy, "%s", path);
  size_t skip = strlen(root_path);
  for (char *slash = strchr(copy + skip + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
    *slash = '\0';
    if (mkdir(copy, 0755) != 0 && errno != EEXIST) fail(copy);
    *slash = '/';
  }
  if (self && mkdir(copy, 0755) != 0 && errno != EEXIST) fail(copy);
}

/* A mount point for `source`: a directory for a directory, an empty file for anything else. */
static void make_mount_point(const char *source, const char *target) {
  struct stat st;
  if (stat(source, &st) != 0) fail(source);
  make_dirs(target, S_ISDIR(st.st_mode));
  if (S_ISDIR(st.st_mode)) return;
  int fd = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0444);
  if (fd < 0) fail(target);
  close(fd);
}

/* Binds `source` (with its submounts) at `target`, nosuid, nodev, and read-only unless `writable`. */
static void bind_tree(const char *source, const char *target, int writable) {
  int tree = open_tree(AT_FDCWD, source, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE);
  if (tree < 0) fail(source);
  struct mount_attr attr = {
      .attr_set = MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV | (writable ? 0 : MOUNT_ATTR_RDONLY),
      .propagation = MS_PRIVATE,
  };
  if (mount_setattr(tree, "", AT_EMPTY_PATH | AT_RECURSIVE, &attr, sizeof attr) != 0) fail(source);
  if (move_mount(tree, "", AT_FDCWD, target, MOVE_MOUNT_F_EMPTY_PATH) != 0) fail(target);
  close(tree);
}

static void mount_tmpfs(const char *target, unsigned long flags, const char *options) {
  make_dirs(target, 1);
  if (mount("tmpfs", target, "tmpfs", flags, options) != 0) fail(target);
}

/* /proc of the new pid namespace; the kernel knobs under it stay read-only even for root. */
static void mount_proc(const char *target) {
  make_dirs(target, 1);
  if (mount("proc", target, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) fail(target);
  static const char *const knobs[] = {"sys", "sysrq-trigger", "irq", "bus"};
  for (size_t i = 0; i < sizeof knobs / sizeof *knobs; i++) {
    char knob[PATH_MAX];
    join_path(knob, target, knobs[i]);
    if (access(knob, F_OK) == 0) bind_tree(knob, knob, 0);
  }
}

/*
 * A /dev owned by root (0755) with the six devices programs use, made here (the runner is root in
 * the host's user namespace), a fresh devpts instance and the usual links into /proc.
 */
static void mount_dev(const char *target) {
  mount_tmpfs(target, MS_NOSUID | MS_NOEXEC, "mode=0755,size=64k");
  static const struct {
    const char *name;
    unsigned major, minor;
  } devices[] = {{"null", 1, 3}, {"zero", 1, 5}, {"full", 1, 7}, {"random", 1, 8}, {"urandom", 1, 9}, {"tty", 5, 0}};
  char path[PATH_MAX];
  for (size_t i = 0; i < sizeof devices / sizeof *devices; i++) {
    join_path(path, target, devices[i].name);
    if (mknod(path, S_IFCHR | 0666, makedev(devices[i].major, devices[i].minor)) != 0) fail(path);
    if (chmod(path, 0666) != 0) fail(path); /* mknod's mode went through the umask */
  }
  static const char *const links[][2] = {{"/proc/self/fd", "fd"},         {"/proc/self/fd/0", "stdin"},
                                         {"/proc/self/fd/1", "stdout"},   {"/proc/self/fd/2", "stderr"},
                                         {"/proc/kcore", "core"},         {"pts/ptmx", "ptmx"}};
  for (size_t i = 0; i < sizeof links / sizeof *links; i++) {
    join_path(path, target, links[i][1]);
    if (symlink(links[i][0], path) != 0) fail(path);
  }
  join_path(path, target, "pts");
  make_dirs(path, 1);
  if (mount("devpts", path, "devpts", MS_NOSUID | MS_NOEXEC, "newinstance,ptmxmode=0666,mode=620") != 0)
    fail(path);
}

/* The loopback interface of the new network namespace, up: a program may still talk to itself. */
static void loopback_up(void) {
  int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (fd < 0) fail("socket for the loopback interface");
  struct ifreq request;
  memset(&request, 0, sizeof request);
  snprintf(request.ifr_name, sizeof request.ifr_name, "lo");
  request.ifr_flags = IFF_UP | IFF_LOOPBACK | IFF_RUNNING;
  if (ioctl(fd, SIOCSIFFLAGS, &request) != 0) fail("bringing the loopback interface up");
  close(fd);
}

/* Applies the layout's operations (fields[0..count)) under `root`, then makes it the root. */
static void build_root(const char *root, char **fields, size_t count) {
  if (snprintf(root_path, sizeof root_path, "%s", root) >= (int)sizeof root_path) {
    errno = ENAMETOOLONG;
    fail(root);
  }
  /* Nothing mounted from here on reaches the host's namespace, nor the other way round. */
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) fail("making the mounts private");
  if (mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=1m") != 0) fail(root);

  for (size_t i = 0; i < count;) {
    const char *op = fields[i];
    size_t args = !strcmp(op, "ro-bind") || !strcmp(op, "bind") || !strcmp(op, "symlink") || !strcmp(op, "tmpfs")
                      ? 2
                      : !strcmp(op, "dir") || !strcmp(op, "proc") || !strcmp(op, "dev") ? 1 : 0;
    if (args == 0 || i + args >= count) {
      errno = EINVAL;
      fail(op);
    }
    const char *a = fields[i + 1];
    const char *b = args == 2 ? fields[i + 2] : NULL;
    if (!strcmp(op, "ro-bind") || !strcmp(op, "bind")) {
      const char *target = under_root(b);
      make_mount_point(a, target);
      bind_tree(a, target, op[0] == 'b');
    } else if (!strcmp(op, "symlink")) {
      const char *target = under_root(b);
      make_dirs(target, 0);
      if (symlink(a, target) != 0) fail(target);
    } else if (!strcmp(op, "dir")) {
      make_dirs(under_root(a), 1);
    } else if (!strcmp(op, "tmpfs")) {
      char options[64];
      snprintf(options, sizeof options, "mode=1777,size=%llu", number(b));
      mount_tmpfs(under_root(a), MS_NOSUID | MS_NODEV, options);
    } else if (!strcmp(op, "proc")) {
      mount_proc(under_root(a));
    } else {
      mount_dev(under_root(a));
    }
    i += 1 + args;
  }

  /* pivot_root with the old root stacked on the new one, then detached: the host is gone. */
  if (chdir(root) != 0) fail(root);
  if (syscall(SYS_pivot_root, ".", ".") != 0) fail("pivot_root");
  if (umount2(".", MNT_DETACH) != 0) fail("detaching the host's root");
  if (chdir("/") != 0) fail("chdir /");
  if (mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0)
    fail("making the root read-only");
  if (sethostname(SANDBOX_HOSTNAME, strlen(SANDBOX_HOSTNAME)) != 0) fail("sethostname");
  loopback_up();
}

#endif
