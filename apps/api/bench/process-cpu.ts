import { existsSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) a process has used, or 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A process and its direct children (nginx's master and its workers). */
export function withChildren(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  const children = existsSync(file)
    ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    : [];
  return [pid, ...children];
}

/** Named groups of processes, listed again at the end of a run (database backends come and go). */
export type ProcessGroups = () => Promise<Record<string, number[]>>;

/**
 * Runs `work` and answers, beside its result, how many cores each group of processes kept busy
 * on average meanwhile; null where /proc cannot tell (not Linux).
 */
export async function measureCores<T>(
  groups: ProcessGroups,
  work: () => Promise<T>,
): Promise<{ result: T; cores: Record<string, number | null> }> {
  const linux = existsSync('/proc/self/stat');
  const before = new Map<number, number>();
  for (const pids of Object.values(await groups()))
    for (const pid of pids) before.set(pid, cpuSeconds(pid));
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const cores: Record<string, number | null> = {};
  for (const [name, pids] of Object.entries(await groups())) {
    const used = pids.reduce((sum, pid) => sum + cpuSeconds(pid) - (before.get(pid) ?? 0), 0);
    cores[name] = linux ? used / seconds : null;
  }
  return { result, cores };
}
