import type { AssemblyChapter, AssemblyPlan } from '@reelwright/timeline';

/**
 * 'Build my video' hands the open editor a plan (the speech, its words, the script's sections)
 * and gets back the chapters it computed. The route owns it; the editor builds while it is open.
 */
export interface AssemblyHandoff {
  /** Rejects when no editor takes the plan within `waitMs` (it mounts with the studio). */
  build(plan: AssemblyPlan): Promise<AssemblyChapter[]>;
  subscribe(builder: (plan: AssemblyPlan) => AssemblyChapter[]): () => void;
}

export function createAssemblyHandoff(waitMs = 10_000): AssemblyHandoff {
  let builder: ((plan: AssemblyPlan) => AssemblyChapter[]) | null = null;
  const waiting = new Set<() => void>();
  return {
    build: (plan) =>
      new Promise((resolve, reject) => {
        const run = () => {
          try {
            resolve(builder!(plan));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        };
        if (builder) return run();
        const timer = setTimeout(() => {
          waiting.delete(ready);
          reject(new Error('The editor is not open'));
        }, waitMs);
        const ready = () => {
          clearTimeout(timer);
          waiting.delete(ready);
          run();
        };
        waiting.add(ready);
      }),
    subscribe: (next) => {
      builder = next;
      for (const ready of [...waiting]) ready();
      return () => {
        if (builder === next) builder = null;
      };
    },
  };
}
