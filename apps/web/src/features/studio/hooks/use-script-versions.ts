import type { ProjectVersion, ProjectVersionSummary } from '@reelwright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getVersion } from '../api/get-version';
import { listVersions } from '../api/list-versions';

export type VersionList =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; versions: ProjectVersionSummary[] };

export type VersionPreview =
  | { kind: 'none' }
  | { kind: 'loading'; id: string }
  | { kind: 'failed'; id: string; message: string }
  | { kind: 'ready'; version: ProjectVersion };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A project's kept scripts for the versions panel: the list (asked on mount and on retry) and
 * the one chosen for preview, each fetched once.
 */
export function useScriptVersions(projectId: string) {
  const [list, setList] = useState<VersionList>({ kind: 'loading' });
  const [preview, setPreview] = useState<VersionPreview>({ kind: 'none' });
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(new Map<string, ProjectVersion>());
  const previewing = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listVersions(projectId, controller.signal).then(
      (versions) => {
        if (!controller.signal.aborted) setList({ kind: 'ready', versions });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setList({ kind: 'failed', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [projectId, attempt]);

  useEffect(() => () => previewing.current?.abort(), []);

  const retry = useCallback(() => {
    setList({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const choose = useCallback(
    (id: string) => {
      previewing.current?.abort();
      const known = loaded.current.get(id);
      if (known !== undefined) return setPreview({ kind: 'ready', version: known });
      const controller = new AbortController();
      previewing.current = controller;
      setPreview({ kind: 'loading', id });
      getVersion(projectId, id, controller.signal).then(
        (version) => {
          loaded.current.set(id, version);
          if (!controller.signal.aborted) setPreview({ kind: 'ready', version });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            setPreview({ kind: 'failed', id, message: messageOf(error) });
          }
        },
      );
    },
    [projectId],
  );

  return { list, preview, retry, choose };
}
