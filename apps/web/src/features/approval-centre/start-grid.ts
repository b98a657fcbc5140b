import type { AnswerOf, flwApi } from '@atrium/contract';

type StartableProcess = AnswerOf<typeof flwApi.startableProcesses>[number];

/** The startable processes by category, categories and processes in the order the server gave them. */
export function groupByCategory(
  processes: readonly StartableProcess[],
): { category: string; processes: StartableProcess[] }[] {
  const groups = new Map<string, StartableProcess[]>();
  for (const process of processes) {
    const group = groups.get(process.category) ?? [];
    group.push(process);
    groups.set(process.category, group);
  }
  return Array.from(groups, ([category, list]) => ({ category, processes: list }));
}
