import { extensionFor } from '../core/recording-format';

export interface SeekableMedia {
  blob: Blob;
  /** seconds, from the remuxed file's packets */
  duration: number;
}

/**
 * MediaRecorder writes a live stream: a WebM without duration or cues (players show no length
 * and cannot seek; the editor would read its duration as Infinity), or a fragmented MP4. Copying
 * its packets into a new file with mediabunny (no re-encoding) writes the duration and an index.
 * mediabunny loads only when a take is finished.
 */
export async function makeSeekable(recorded: Blob): Promise<SeekableMedia> {
  const {
    ALL_FORMATS,
    BlobSource,
    BufferTarget,
    Conversion,
    Input,
    Mp4OutputFormat,
    Output,
    WebMOutputFormat,
  } = await import('mediabunny');
  const input = new Input({ source: new BlobSource(recorded), formats: ALL_FORMATS });
  try {
    const target = new BufferTarget();
    const output = new Output({
      format:
        extensionFor(recorded.type) === 'mp4'
          ? new Mp4OutputFormat({ fastStart: 'in-memory' })
          : new WebMOutputFormat(),
      target,
    });
    const conversion = await Conversion.init({ input, output, showWarnings: false });
    if (!conversion.isValid) throw new Error('The recording has no track that can be copied');
    await conversion.execute();
    if (target.buffer === null) throw new Error('The remuxed recording is empty');
    const blob = new Blob([target.buffer], { type: recorded.type });
    const check = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
    try {
      return { blob, duration: await check.computeDuration() };
    } finally {
      check.dispose();
    }
  } finally {
    input.dispose();
  }
}
