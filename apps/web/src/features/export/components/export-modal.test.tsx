import type { Usage } from '@reelwright/contracts';
import type { TimelineDocument } from '@reelwright/timeline';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { EncoderSupport } from '../engine/encoder-support';
import type { ExportEngine } from '../engine/export-engine';
import type { ExportJob, ExportProgress, ExportRequest, ExportResult } from '../engine/export-job';
import { ExportModal } from './export-modal';
import { PostExportModal } from './post-export-modal';

const document: TimelineDocument = {
  schemaVersion: 2,
  totalDuration: 60_000,
  tracks: [
    {
      id: 'main-video',
      name: 'Main Video',
      type: 'main',
      items: [
        {
          id: 'a',
          mediaId: 'm',
          name: 'clip',
          url: '',
          type: 'videos',
          trackId: 'main-video',
          trackType: 'main',
          startTime: 0,
          duration: 2000,
          trimStart: 0,
          volume: 1,
          opacity: 1,
        },
      ],
    },
  ],
};
const job: ExportJob = { document, media: () => new Blob(['x']) };
const usage: Usage = {
  scriptsGenerated: 0,
  audioGenerated: 0,
  thumbnailsGenerated: 0,
  videosCreated: 1,
};

const bothAvailable: EncoderSupport = {
  webm: { available: true, videoCodec: 'vp9', audioCodec: 'opus', reason: null, realtime: false },
  mp4: { available: true, videoCodec: 'avc', audioCodec: 'aac', reason: null, realtime: false },
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An engine whose run is driven by the test. */
function fakeEngine(support: EncoderSupport = bothAvailable, webCodecs = true) {
  const runs: { request: ExportRequest; done: ReturnType<typeof deferred<ExportResult>> }[] = [];
  const engine: ExportEngine = {
    hasWebCodecs: () => webCodecs,
    checkSupport: vi.fn(async () => support),
    run: vi.fn((request: ExportRequest) => {
      const done = deferred<ExportResult>();
      request.signal?.addEventListener('abort', () =>
        done.reject(new DOMException('Aborted', 'AbortError')),
      );
      runs.push({ request, done });
      return done.promise;
    }),
  };
  return { engine, runs };
}

const progress = (percent: number, extra: Partial<ExportProgress> = {}): ExportProgress => ({
  phase: 'rendering',
  percent,
  framesDone: 30,
  framesTotal: 60,
  framesPerSecond: 15,
  secondsLeft: 2,
  ...extra,
});

const result: ExportResult = {
  blob: new Blob([new Uint8Array(1_572_864)], { type: 'video/mp4' }),
  mimeType: 'video/mp4',
  fileName: 'exported-video.mp4',
  duration: 2,
  format: 'mp4',
};

function setup(
  options: {
    support?: EncoderSupport;
    webCodecs?: boolean;
    countVideo?: () => Promise<Usage>;
    job?: ExportJob | null;
  } = {},
) {
  const { engine, runs } = fakeEngine(options.support, options.webCodecs);
  const onClose = vi.fn();
  const onExported = vi.fn();
  const countVideo = options.countVideo ?? vi.fn(async () => usage);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:result'), revokeObjectURL: vi.fn() }),
  );
  render(
    <ExportModal
      open
      job={options.job === undefined ? job : options.job}
      onClose={onClose}
      onExported={onExported}
      engine={engine}
      countVideo={countVideo}
    />,
  );
  const dialog = () => screen.getByRole('dialog', { name: 'Export video', hidden: true });
  return { engine, runs, onClose, onExported, countVideo, dialog };
}

const startButton = () => screen.getByRole('button', { name: 'Export', hidden: true });
/** Starts once the encoder check has answered (the button waits for it), as a user would. */
async function startExport() {
  await waitFor(() => expect((startButton() as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(startButton());
}

describe('ExportModal', () => {
  it('goes settings → exporting with progress → completed, and counts the video', async () => {
    const { runs, onExported, countVideo } = setup();
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    expect(
      (screen.getByRole('radio', { name: /WebM/, hidden: true }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.change(screen.getByLabelText('Resolution'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Frame rate'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Quality'), { target: { value: 'low' } });
    fireEvent.change(screen.getByLabelText('Image scaling'), { target: { value: 'fill' } });
    await act(async () => {});
    fireEvent.click(await screen.findByRole('radio', { name: /MP4/, hidden: true }));
    await startExport();

    expect(runs).toHaveLength(1);
    expect(runs[0]!.request.settings).toEqual({
      resolution: { width: 1920, height: 1080 },
      fps: 60,
      quality: 'low',
      format: 'mp4',
      scaling: 'fill',
    });
    expect(runs[0]!.request.document).toBe(document);
    act(() => runs[0]!.request.onProgress?.(progress(62.5)));
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar.getAttribute('aria-valuenow')).toBe('63');
    expect(screen.getByText('63%')).toBeTruthy();
    expect(screen.getByText('15.0 frames/s')).toBeTruthy();
    expect(screen.getByText('Time left: 0:02')).toBeTruthy();
    expect(screen.getByText('Please do not close this window.')).toBeTruthy();

    await act(async () => runs[0]!.done.resolve(result));
    expect(screen.getByText('Your video is ready')).toBeTruthy();
    expect(screen.getByText(/File size: 1\.5 MB/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download video', hidden: true });
    expect(link.getAttribute('href')).toBe('blob:result');
    expect(link.getAttribute('download')).toBe('exported-video.mp4');
    expect(countVideo).toHaveBeenCalledOnce();
    expect(onExported).toHaveBeenCalledWith(usage);
  });

  it('returns to the settings with the error message when the export fails', async () => {
    const { runs } = setup();
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    await act(async () => runs[0]!.done.reject(new Error('Timeout loading media')));
    expect(screen.getByRole('alert', { hidden: true }).textContent).toMatch(
      'Export error: Timeout loading media',
    );
    expect((startButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('cannot be closed while exporting; Cancel stops and returns to the settings', async () => {
    const { runs, onClose, dialog } = setup();
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    expect(
      (screen.getByRole('button', { name: 'Close', hidden: true }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { hidden: true })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    });
    expect(runs[0]!.request.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
    expect(startButton()).toBeTruthy();
  });

  it('Close after a finished export frees the result and starts again at the settings', async () => {
    const { runs, onClose } = setup();
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    await act(async () => runs[0]!.done.resolve(result));
    const buttons = screen.getAllByRole('button', { name: 'Close', hidden: true });
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(onClose).toHaveBeenCalledWith({ completed: true });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:result');
    expect(startButton()).toBeTruthy();
  });

  it("'New export' goes back to the settings", async () => {
    const { runs } = setup();
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    await act(async () => runs[0]!.done.resolve(result));
    fireEvent.click(screen.getByRole('button', { name: 'New export', hidden: true }));
    expect((startButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the plan has no videos left but still offers the download', async () => {
    const countVideo = vi.fn(async () => {
      throw new ApiError('Video limit reached', { status: 402, code: 'QUOTA_EXCEEDED' });
    });
    const { runs, onExported } = setup({ countVideo });
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    await act(async () => runs[0]!.done.resolve(result));
    expect(screen.getByRole('status', { hidden: true }).textContent).toMatch(/no videos left/);
    expect(screen.getByRole('link', { name: 'Download video', hidden: true })).toBeTruthy();
    expect(onExported).not.toHaveBeenCalled();
  });

  it('disables unavailable formats with the reason and notes real-time recording', async () => {
    setup({
      webCodecs: false,
      support: {
        webm: { available: true, videoCodec: null, audioCodec: null, reason: null, realtime: true },
        mp4: {
          available: false,
          videoCodec: null,
          audioCodec: null,
          reason: 'noWebCodecs',
          realtime: true,
        },
      },
    });
    const mp4 = await screen.findByRole('radio', { name: /MP4/, hidden: true });
    expect((mp4 as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Needs WebCodecs, which this browser does not have.')).toBeTruthy();
    expect(screen.getByText(/records it in real time/)).toBeTruthy();
  });

  it('cannot start with an empty timeline', async () => {
    setup({ job: { document: { ...document, tracks: [] }, media: () => undefined } });
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    expect((startButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/at least one item/)).toBeTruthy();
  });
});

describe('PostExportModal', () => {
  it("asks about a thumbnail; 'No, thanks' closes, 'Create Thumbnail' closes and creates", () => {
    const onClose = vi.fn();
    const onCreateThumbnail = vi.fn();
    const { rerender } = render(<PostExportModal open onClose={onClose} />);
    expect(screen.getByText('Video export completed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Thumbnail', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks', hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();

    rerender(<PostExportModal open onClose={onClose} onCreateThumbnail={onCreateThumbnail} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Thumbnail', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onCreateThumbnail).toHaveBeenCalledOnce();
    expect(
      within(screen.getByRole('dialog', { hidden: true })).getByText(/thumbnail/),
    ).toBeTruthy();
  });
});
