import type { EncoderSupport } from './encoder-support';
import type { ExportRequest, ExportResult } from './export-job';
import type { ExportSettings } from './export-settings';

/** What the modal needs from the engine; tests hand in a fake. */
export interface ExportEngine {
  /** whether WebCodecs is here (else the export records in real time) */
  hasWebCodecs(): boolean;
  checkSupport(settings: ExportSettings): Promise<EncoderSupport>;
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
  run: async (request) => (await import('./render-export')).exportTimeline(request),
};
