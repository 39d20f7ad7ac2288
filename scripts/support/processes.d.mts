export function freePort(): Promise<number>;
export function startNode(
  script: string,
  options?: { env?: Record<string, string>; readyPath?: string; cwd?: string },
): Promise<{ baseURL: string; pid: number; stop(): Promise<void> }>;
export function cpuMicros(pid: number): number;
export const median: (values: number[]) => number;
