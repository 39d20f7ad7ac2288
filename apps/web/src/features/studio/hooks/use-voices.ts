import type { Voice } from '@reelwright/contracts';
import { useEffect, useState } from 'react';
import { listVoices } from '../api/list-voices';

export type VoicesState =
  | { kind: 'loading' }
  | { kind: 'ready'; voices: Voice[] }
  /** The list failed, or came back empty: either way there is nothing to choose from. */
  | { kind: 'failed' };

/** The voice list, loaded once (the studio is only shown to signed-in users). */
export function useVoices(): VoicesState {
  const [state, setState] = useState<VoicesState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    listVoices(controller.signal).then(
      (voices) => {
        if (controller.signal.aborted) return;
        setState(voices.length > 0 ? { kind: 'ready', voices } : { kind: 'failed' });
      },
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
