/*
 * learnbox-launch: the launcher (sandbox-launch.h) as a program of its own, for a sandbox started
 * without the spawner (the runner's benchmark builds one per run with it).
 *
 * Usage: learnbox-launch CONTROL_FD N cgroup.procs...
 */
#define _GNU_SOURCE
#define PROGRAM_NAME "learnbox-launch"
#include "sandbox-launch.h"

int main(int argc, char **argv) {
  arguments_start = argv[0];
  arguments_end = argv[argc - 1] + strlen(argv[argc - 1]);
  launch(argc, argv);
}
