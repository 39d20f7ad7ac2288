import type { PublishPack, PublishPackBody } from '@reelwright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPublishPack } from '../api/publish-pack';
import { browserStorage, readPickedTitle, storePickedTitle } from '../picked-title';
import { draftFromPack, type PublishDraft } from '../publish-draft';
import { notifyPublishFailure, serverMessage } from '../publish-failure-toast';

export type LoadPack = (body: PublishPackBody, signal: AbortSignal) => Promise<PublishPack>;

/** `waiting`: asked for while the panel is open (asked again at the next opening if closed). */
export type PackState =
  | { kind: 'waiting' }
  | { kind: 'ready'; pack: PublishPack; draft: PublishDraft }
  | { kind: 'failed'; message: string | null };

/**
 * The project's publish pack, asked for the first time the panel opens (each ask counts as an
 * assist), and the creator's edits of it, kept while the page lives so closing and opening the
 * panel again loses nothing. The title picked or typed is kept for the thumbnail generator.
 */
export function usePublishDraft({
  projectId,
  userId,
  active,
  load = requestPublishPack,
}: {
  projectId: string;
  userId: string;
  active: boolean;
  load?: LoadPack;
}) {
  const { t } = useTranslation('publish');
  const [state, setState] = useState<PackState>({ kind: 'waiting' });
  const latest = useRef({ t, load });
  useEffect(() => {
    latest.current = { t, load };
  });

  const wanted = active && state.kind === 'waiting';
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    latest.current.load({ projectId }, controller.signal).then(
      (pack) => {
        const storage = browserStorage();
        const picked = storage === null ? null : readPickedTitle(storage, userId, projectId);
        setState({ kind: 'ready', pack, draft: draftFromPack(pack, picked) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        notifyPublishFailure(error, latest.current.t);
        setState({ kind: 'failed', message: serverMessage(error) });
      },
    );
    // Closed before it answered: the next opening asks again.
    return () => controller.abort();
  }, [wanted, projectId, userId]);

  const keepTitle = useCallback(
    (title: string) => {
      const storage = browserStorage();
      if (storage !== null) storePickedTitle(storage, userId, projectId, title);
    },
    [userId, projectId],
  );

  const change = useCallback(
    (patch: Partial<PublishDraft>) => {
      setState((current) =>
        current.kind === 'ready' ? { ...current, draft: { ...current.draft, ...patch } } : current,
      );
      if (patch.title !== undefined) keepTitle(patch.title);
    },
    [keepTitle],
  );

  const pickTitle = useCallback(
    (index: number) => {
      if (state.kind !== 'ready') return;
      const title = state.pack.titles[index]?.text;
      if (title !== undefined) change({ titleIndex: index, title });
    },
    [state, change],
  );

  // Waiting again: the effect asks again.
  const retry = useCallback(() => setState({ kind: 'waiting' }), []);

  return { state, change, pickTitle, retry };
}
