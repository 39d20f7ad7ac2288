import { useEffect, useState } from 'react';
import type { ExportEngine } from '../engine/export-engine';
import type { ExportJob, UnreadableSource } from '../engine/export-job';

/**
 * The job's sources this browser cannot read, checked when the dialog opens with it: null while
 * checking. A check that fails says nothing (the export checks again when it starts).
 */
export function useSourceCheck(
  engine: ExportEngine,
  open: boolean,
  job: ExportJob | null,
): UnreadableSource[] | null {
  const [result, setResult] = useState<{ job: ExportJob; sources: UnreadableSource[] } | null>(
    null,
  );
  useEffect(() => {
    if (!open || job === null) return;
    let live = true;
    engine
      .checkSources(job)
      .catch(() => [])
      .then((sources) => {
        if (live) setResult({ job, sources });
      });
    return () => {
      live = false;
    };
  }, [engine, open, job]);
  return result !== null && result.job === job ? result.sources : null;
}
