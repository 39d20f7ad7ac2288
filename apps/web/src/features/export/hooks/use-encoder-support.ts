import { useEffect, useState } from 'react';
import type { EncoderSupport } from '../engine/encoder-support';
import type { ExportEngine } from '../engine/export-engine';
import { DEFAULT_SETTINGS, resolutionLabel, type ExportSettings } from '../engine/export-settings';

type Checked = Pick<ExportSettings, 'resolution' | 'fps' | 'quality'>;

// Answers are kept for the page's life, per engine: the browser's encoders do not change, so a
// dialog opened again shows them at once.
const answers = new WeakMap<ExportEngine, Map<string, EncoderSupport>>();

const keyOf = ({ resolution, fps, quality }: Checked) =>
  `${resolutionLabel(resolution)}@${fps}/${quality}`;

export interface EncoderSupportState {
  /** the latest answer (for earlier settings while the current ones are asked); null before any */
  support: EncoderSupport | null;
  /** whether `support` answers the current settings */
  current: boolean;
}

/**
 * What this browser can encode at these settings, asked while the dialog is open and again when
 * they change. Until the answer for the new settings arrives the previous one stays shown, so
 * nothing flickers disabled.
 */
export function useEncoderSupport(
  engine: ExportEngine,
  open: boolean,
  settings: Checked,
): EncoderSupportState {
  const key = keyOf(settings);
  const [latest, setLatest] = useState<{ key: string; support: EncoderSupport } | null>(null);
  const { resolution, fps, quality } = settings;

  useEffect(() => {
    if (!open || answers.get(engine)?.has(key)) return;
    let live = true;
    engine
      .checkSupport({ ...DEFAULT_SETTINGS, resolution, fps, quality })
      .then((support) => {
        let byKey = answers.get(engine);
        if (byKey === undefined) answers.set(engine, (byKey = new Map()));
        byKey.set(key, support);
        if (live) setLatest({ key, support });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [open, engine, key, resolution, fps, quality]);

  const known = answers.get(engine)?.get(key);
  return known === undefined
    ? { support: latest?.support ?? null, current: false }
    : { support: known, current: true };
}
