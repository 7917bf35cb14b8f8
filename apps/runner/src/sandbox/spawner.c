/*
 * learnbox-spawner: starts the runner's launchers, so the runner never forks itself. fork() copies
 * the page tables of the process that calls it, and the runner's (a Node process of ~130 MB) took
 * ~8 ms per launcher here, blocking its event loop; this process is a few hundred kB.
 *
 * The runner starts it once, on pipes: commands on stdin, replies on stdout, one per line, fields
 * separated by tabs.
 *   spawn ID PATH ARG...  fork, give the child seven fresh pipes as descriptors 0-6, make it the
 *                         leader of a new session (its process group is its own) and exec PATH with
 *                         ARG... and an empty environment. Replies
 *                         "spawned ID PID FD0 ... FD6": this process's ends of the pipes (the
 *                         write end of 0, 5 and 6, the read end of 1-4), which the runner opens as
 *                         /proc/SPAWNER/fd/FDn; or "failed ID reason".
 *   launch ID ARG...      the same, but the child runs the launcher compiled into this program
 *                         (sandbox-launch.h) with ARG... instead of exec'ing anything: a sandbox
 *                         then costs no exec, no dynamic linking and no CPU-feature probing (each
 *                         CPUID traps to the hypervisor on a VM) on top of its fork.
 *   release ID            closes this process's ends (the runner has opened its own by now).
 *   kill ID SIGNAL        signals the child, if it has not been reaped yet.
 *   killgroup ID SIGNAL   signals the child's process group, if the child has not been reaped yet.
 * When a child exits it replies "exit ID CODE SIGNAL" (one of them -1). A child is only reaped
 * here, so a signal sent on the runner's behalf can never reach a reused pid; its pipe ends are
 * kept until released, so their numbers are never another child's while the runner opens them.
 * When stdin closes (the runner is gone), every child's process group is killed, reaped and
 * reported, and this exits.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define PROGRAM_NAME "learnbox-launch"
#include "sandbox-launch.h"

#define PIPES 7
#define MAX_CHILDREN 4096
#define MAX_LINE 65536
#define MAX_ARGS 1024

struct child {
  char id[64];
  pid_t pid;
  int ends[PIPES];
  /* Reaped (its pid may be reused: never signal it) but its ends not yet released: the runner may
     still be opening them, and their numbers must not go to another child's pipes meanwhile. */
  int reaped;
};

static struct child children[MAX_CHILDREN];
/* Slots ever used: every scan stops here. Pages of the table no scan touches stay unmapped, and
   each fork copies (and each write after it faults on) only the mapped ones. */
static int in_use = 0;

static struct child *find(const char *id) {
  for (int i = 0; i < in_use; i++)
    if (children[i].pid != 0 && strcmp(children[i].id, id) == 0) return &children[i];
  return NULL;
}

static void close_ends(struct child *c) {
  for (int i = 0; i < PIPES; i++) {
    if (c->ends[i] >= 0) close(c->ends[i]);
    c->ends[i] = -1;
  }
}

/* Whether descriptor `i` of the child is written by the child (the runner reads it). */
static int child_writes(int i) { return i >= 1 && i <= 4; }

/* `spawn` (exec fields[2]) or `launch` (the launcher, argv fields[1..]: fields[1] stands for argv[0]). */
static void spawn(char **fields, int count, int builtin) {
  const char *id = fields[1];
  if (count < 3 || strlen(id) >= sizeof children[0].id || find(id)) {
    printf("failed\t%s\tbad spawn command\n", id);
    return;
  }
  struct child *slot = NULL;
  for (int i = 0; i < MAX_CHILDREN && !slot; i++)
    if (children[i].pid == 0) slot = &children[i];
  if (slot && slot - children >= in_use) in_use = (int)(slot - children) + 1;
  if (!slot) {
    printf("failed\t%s\ttoo many children\n", id);
    return;
  }
  int mine[PIPES], theirs[PIPES];
  for (int i = 0; i < PIPES; i++) {
    int p[2];
    if (pipe2(p, O_CLOEXEC) != 0) {
      for (int j = 0; j < i; j++) close(mine[j]), close(theirs[j]);
      printf("failed\t%s\tpipe: %s\n", id, strerror(errno));
      return;
    }
    mine[i] = child_writes(i) ? p[0] : p[1];
    theirs[i] = child_writes(i) ? p[1] : p[0];
  }
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    for (int i = 0; i < PIPES; i++) close(mine[i]), close(theirs[i]);
    printf("failed\t%s\tfork: %s\n", id, strerror(errno));
    return;
  }
  if (pid == 0) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL);
    /* Should this process die, what it started goes too (each sandbox's pid 1 dies with its launcher). */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(125);
    setsid();
    /* Move the child's ends above the seven targets first, so no dup2 overwrites one not yet moved. */
    for (int i = 0; i < PIPES; i++) {
      int high = fcntl(theirs[i], F_DUPFD_CLOEXEC, PIPES);
      if (high < 0) _exit(125);
      theirs[i] = high;
    }
    for (int i = 0; i < PIPES; i++)
      if (dup2(theirs[i], i) < 0) _exit(125);
    if (builtin) {
      /* No exec to close them: nothing of this process's own (its pipes to the runner, other
         children's ends, the signalfd) may stay open in a sandbox. */
      if (syscall(SYS_close_range, PIPES, ~0U, 0) != 0)
        for (int fd = PIPES; fd < 65536; fd++) close(fd);
      launch(count - 1, fields + 1);
    }
    char *env[] = {NULL};
    execve(fields[2], fields + 2, env);
    dprintf(2, "learnbox-spawner: exec %s: %s\n", fields[2], strerror(errno));
    _exit(125);
  }
  for (int i = 0; i < PIPES; i++) close(theirs[i]);
  snprintf(slot->id, sizeof slot->id, "%s", id);
  slot->pid = pid;
  slot->reaped = 0;
  memcpy(slot->ends, mine, sizeof mine);
  printf("spawned\t%s\t%d", id, pid);
  for (int i = 0; i < PIPES; i++) printf("\t%d", mine[i]);
  printf("\n");
}

static int released(const struct child *c) {
  for (int i = 0; i < PIPES; i++)
    if (c->ends[i] >= 0) return 0;
  return 1;
}

static void reap(int options) {
  for (;;) {
    int status = 0;
    pid_t pid = waitpid(-1, &status, options);
    if (pid <= 0) return;
    for (int i = 0; i < in_use; i++) {
      struct child *c = &children[i];
      if (c->pid != pid || c->reaped) continue;
      printf("exit\t%s\t%d\t%d\n", c->id, WIFEXITED(status) ? WEXITSTATUS(status) : -1,
             WIFSIGNALED(status) ? WTERMSIG(status) : -1);
      c->reaped = 1;
      if (released(c)) c->pid = 0;
    }
  }
}

/* The child itself too: until its setsid() its group is not its own yet (nor has it children). */
static void kill_group(pid_t pid, int signal) {
  kill(-pid, signal);
  kill(pid, signal);
}

static void command(char *line) {
  char *fields[MAX_ARGS + 1];
  int count = 0;
  for (char *field = strtok(line, "\t"); field && count < MAX_ARGS; field = strtok(NULL, "\t"))
    fields[count++] = field;
  fields[count] = NULL;
  if (count < 2) return;
  if (strcmp(fields[0], "spawn") == 0) return spawn(fields, count, 0);
  if (strcmp(fields[0], "launch") == 0) return spawn(fields, count, 1);
  struct child *c = find(fields[1]);
  if (!c) return;
  if (strcmp(fields[0], "release") == 0) {
    close_ends(c);
    if (c->reaped) c->pid = 0;
  } else if (c->reaped) {
    return;
  } else if (count == 3 && strcmp(fields[0], "kill") == 0) {
    kill(c->pid, atoi(fields[2]));
  } else if (count == 3 && strcmp(fields[0], "killgroup") == 0) {
    kill_group(c->pid, atoi(fields[2]));
  }
}

int main(int argc, char **argv) {
  arguments_start = argv[0];
  arguments_end = argv[argc - 1] + strlen(argv[argc - 1]);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  /* Whatever the runner's process had open stays out of here, and so out of every launcher. */
  if (syscall(SYS_close_range, 3, ~0U, 0) != 0)
    for (int fd = 3; fd < 65536; fd++) close(fd);
  setvbuf(stdout, NULL, _IOLBF, 0);
  signal(SIGPIPE, SIG_IGN);
  sigset_t mask;
  sigemptyset(&mask);
  sigaddset(&mask, SIGCHLD);
  sigprocmask(SIG_BLOCK, &mask, NULL);
  int sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
  if (sfd < 0) return 125;
  static char buffer[MAX_LINE + 1];
  size_t used = 0;
  struct pollfd polls[2] = {{0, POLLIN, 0}, {sfd, POLLIN, 0}};
  for (;;) {
    if (poll(polls, 2, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (polls[1].revents & POLLIN) {
      struct signalfd_siginfo info;
      while (read(sfd, &info, sizeof info) > 0) {
      }
      reap(WNOHANG);
    }
    if (polls[0].revents & (POLLIN | POLLHUP)) {
      ssize_t n = read(0, buffer + used, MAX_LINE - used);
      if (n <= 0) break;
      used += (size_t)n;
      char *start = buffer;
      char *end;
      while ((end = memchr(start, '\n', used - (size_t)(start - buffer)))) {
        *end = '\0';
        command(start);
        start = end + 1;
      }
      used -= (size_t)(start - buffer);
      memmove(buffer, start, used);
      if (used == MAX_LINE) used = 0; /* a line this long is no command of ours */
    }
  }
  for (int i = 0; i < in_use; i++)
    if (children[i].pid != 0 && !children[i].reaped) kill_group(children[i].pid, SIGKILL);
  reap(0);
  return 0;
}
