import { readFileSync } from 'node:fs';

/**
 * CPU time the whole machine has spent so far, in ms (/proc/stat, every core; idle and I/O wait left
 * out). Throughput on a machine this size is CPU: what a run costs here, kernel work done on its
 * behalf afterwards included (namespace teardown, cgroup removal), is what decides the ratio.
 */
export function machineCpuMs(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  // USER_HZ is 100 on every Linux ABI.
  return (user + nice + system + irq + softirq + steal) * 10;
}
