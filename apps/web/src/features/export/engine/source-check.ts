import { probePlayability } from '../../../lib/media/probe-playability';
import { unplayableReason, type PlayabilityReport } from '../../../lib/media/playability';
import { timelineSources, type ExportJob, type UnreadableSource } from './export-job';

/** Asks this browser what it can do with a file; tests hand in their own. */
export type PlayabilityProbe = (blob: Blob) => Promise<PlayabilityReport>;

/**
 * The timeline's sources the export could not read, each named: a file gone from the library,
 * or a video or sound this browser cannot open or decode (asked the way the library asks on
 * upload; files added before that check, or in another browser, may still be on a timeline).
 * Pictures are read by the browser's image decoder and not probed. A probe that fails for
 * another reason does not hold the export up: the export itself will say what went wrong.
 */
export async function unreadableSources(
  job: ExportJob,
  probe: PlayabilityProbe = probePlayability,
): Promise<UnreadableSource[]> {
  const checks = timelineSources(job.document).map(
    async (source): Promise<UnreadableSource | null> => {
      const blob = job.media(source.mediaId);
      if (blob === undefined) return { name: source.name, problem: { kind: 'missing' } };
      if (source.type === 'images') return null;
      const report = await probe(blob).catch(() => null);
      if (report === null) return null;
      const reason = unplayableReason(
        report,
        source.type === 'videos' ? 'video' : 'audio',
        source.name,
      );
      return reason === null
        ? null
        : { name: source.name, problem: { kind: 'unplayable', reason } };
    },
  );
  return (await Promise.all(checks)).filter((source) => source !== null);
}
