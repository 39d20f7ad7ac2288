import type { EncoderSupport } from './encoder-support';
import type { ExportJob, ExportRequest, ExportResult, UnreadableSource } from './export-job';
import type { ExportSettings } from './export-settings';

/** What the modal needs from the engine; tests hand in a fake. */
export interface ExportEngine {
  /** whether WebCodecs is here (else the export records in real time) */
  hasWebCodecs(): boolean;
  checkSupport(settings: ExportSettings): Promise<EncoderSupport>;
  /** the job's sources this browser cannot read (none when every one plays) */
  checkSources(job: ExportJob): Promise<UnreadableSource[]>;
  run(request: ExportRequest): Promise<ExportResult>;
}

/**
 * The browser's engine. mediabunny and the AAC encoder are loaded with the first use, so the
 * studio's chunk does not carry them until someone opens the export.
 */
export const browserExportEngine: ExportEngine = {
  hasWebCodecs: () => typeof VideoEncoder !== 'undefined' && typeof VideoFrame !== 'undefined',
  checkSupport: async (settings) =>
    (await import('./encoder-support')).checkEncoderSupport(settings),
  checkSources: async (job) => (await import('./source-check')).unreadableSources(job),
  run: async (request) => (await import('./render-export')).exportTimeline(request),
};
