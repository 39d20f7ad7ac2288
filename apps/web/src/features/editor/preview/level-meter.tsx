import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../store/editor-context';
import {
  isClipping,
  METER_FLOOR_DB,
  nextMeterState,
  SILENT_METER,
  type MeterState,
  type MixLevel,
} from './mix-level';

/** The scale's top: a mix past full scale still shows how far past. */
const METER_CEILING_DB = 6;
/** Numbers on screen change at most this often; the clip light reacts every frame. */
const TEXT_INTERVAL_MS = 100;

interface Shown {
  peakDb: number;
  rmsDb: number;
  clipping: boolean;
}

const SILENT: Shown = { peakDb: METER_FLOOR_DB, rmsDb: METER_FLOOR_DB, clipping: false };
const share = (db: number) =>
  Math.min(1, Math.max(0, (db - METER_FLOOR_DB) / (METER_CEILING_DB - METER_FLOOR_DB)));
const oneDecimal = (db: number) => Math.round(db * 10) / 10;

/**
 * The mix's level beside the transport: RMS as a bar, the peak as a tick, in dBFS, read from the
 * mixer once an animation frame while something plays. It turns red, and holds red for a
 * second, when the mix reaches full scale — where the export would clip before normalization.
 */
export function LevelMeter({ level }: { level: () => MixLevel | null }) {
  const { t } = useTranslation('editor');
  const playing = useEditor((state) => state.playing);
  const [shown, setShown] = useState<Shown>(SILENT);
  const shownRef = useRef<Shown>(SILENT);

  useEffect(() => {
    let meter: MeterState = SILENT_METER;
    let frame = 0;
    let textAt = Number.NEGATIVE_INFINITY;
    const step = () => {
      const now = performance.now();
      const reading = level();
      // No Web Audio mix (not started yet, or none in this browser): nothing to meter.
      if (reading === null) {
        shownRef.current = SILENT;
        setShown(SILENT);
        return;
      }
      meter = nextMeterState(meter, reading, now);
      const clipping = isClipping(meter, now);
      const silent = meter.peakDb <= METER_FLOOR_DB && !clipping;
      const previous = shownRef.current;
      const textDue = now - textAt >= TEXT_INTERVAL_MS || silent;
      const next = {
        peakDb: textDue ? oneDecimal(meter.peakDb) : previous.peakDb,
        rmsDb: textDue ? oneDecimal(meter.rmsDb) : previous.rmsDb,
        clipping,
      };
      if (textDue) textAt = now;
      // Only a change re-renders: a silent, paused meter costs nothing.
      if (
        next.peakDb !== previous.peakDb ||
        next.rmsDb !== previous.rmsDb ||
        next.clipping !== previous.clipping
      ) {
        shownRef.current = next;
        setShown(next);
      }
      // Paused, the meter keeps reading until the sound has died away and the light is off.
      if (playing || !silent) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [level, playing]);

  const silent = shown.peakDb <= METER_FLOOR_DB;
  const valueText = shown.clipping
    ? `${t('sound.meter.clipping')}. ${t('sound.meter.value', { peak: shown.peakDb, rms: shown.rmsDb })}`
    : silent
      ? t('sound.meter.silent')
      : t('sound.meter.value', { peak: shown.peakDb, rms: shown.rmsDb });
  const zero = share(0) * 100;

  return (
    <div className="flex items-center gap-1.5">
      <div
        role="meter"
        aria-label={t('sound.meter.label')}
        aria-valuemin={METER_FLOOR_DB}
        aria-valuemax={METER_CEILING_DB}
        aria-valuenow={shown.peakDb}
        aria-valuetext={valueText}
        data-clipping={shown.clipping}
        title={valueText}
        className={`relative h-2.5 w-24 overflow-hidden rounded-sm border ${shown.clipping ? 'border-red-500 bg-red-950' : 'border-studio-line bg-studio-bg'}`}
      >
        <span
          aria-hidden="true"
          className={`absolute inset-y-0 left-0 ${shown.clipping ? 'bg-red-500' : 'bg-emerald-500'}`}
          style={{ width: `${share(shown.rmsDb) * 100}%` }}
        />
        <span
          aria-hidden="true"
          className={`absolute inset-y-0 w-0.5 ${shown.clipping ? 'bg-red-300' : 'bg-emerald-200'}`}
          style={{ left: `${share(shown.peakDb) * 100}%`, display: silent ? 'none' : undefined }}
        />
        <span
          aria-hidden="true"
          className="absolute inset-y-0 w-px bg-studio-ink-muted"
          style={{ left: `${zero}%` }}
        />
      </div>
      <span
        aria-hidden="true"
        className={`w-9 font-mono text-[10px] font-semibold tabular-nums ${shown.clipping ? 'text-red-400' : 'text-studio-ink-muted'}`}
      >
        {shown.clipping ? t('sound.meter.clip') : silent ? '−∞' : shown.peakDb.toFixed(1)}
      </span>
    </div>
  );
}
