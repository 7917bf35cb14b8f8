/*
 * The launcher's field reading and failing (sandbox-launch.h, built into learnbox-spawner and into
 * learnbox-launch): the launcher reads the sandbox, and the program's process (sandbox-run.h, the
 * same binary) reads its run, as NUL-terminated fields from a pipe until EOF; both stop with a
 * message on the first thing that goes wrong. Define PROGRAM_NAME and FAIL_STATUS before including
 * this.
 */
#ifndef LEARNBOX_RUN_FIELDS_H
#define LEARNBOX_RUN_FIELDS_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_RUN_BYTES (4 * 1024 * 1024)
#define MAX_RUN_FIELDS 65536

static void fail(const char *what) {
  dprintf(2, PROGRAM_NAME ": %s: %s\n", what, strerror(errno));
  _exit(FAIL_STATUS);
}

static unsigned long long number(const char *text) {
  char *end = NULL;
  errno = 0;
  unsigned long long value = strtoull(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0') {
    errno = EINVAL;
    fail(text);
  }
  return value;
}

/* Reads fields from `fd` until EOF; returns how many (0: EOF before any) and sets *fields, NULL-ended. */
static size_t read_fields(int fd, char ***fields) {
  static char blob[MAX_RUN_BYTES + 1];
  static char *list[MAX_RUN_FIELDS + 1];
  size_t used = 0;
  for (;;) {
    ssize_t n = read(fd, blob + used, MAX_RUN_BYTES - used);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) fail("reading the run");
    if (n == 0) break;
    used += (size_t)n;
    if (used == MAX_RUN_BYTES) {
      errno = E2BIG;
      fail("reading the run");
    }
  }
  blob[used] = '\0';
  size_t count = 0;
  for (size_t start = 0; start < used && count < MAX_RUN_FIELDS;) {
    list[count++] = blob + start;
    start += strlen(blob + start) + 1;
  }
  list[count] = NULL;
  *fields = list;
  return count;
}

#endif
