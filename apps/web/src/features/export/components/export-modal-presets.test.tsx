import type { Usage } from '@reelwright/contracts';
import type { TimelineDocument, VideoFormat } from '@reelwright/timeline';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EncoderSupport } from '../engine/encoder-support';
import type { ExportEngine } from '../engine/export-engine';
import type { ExportJob, ExportRequest, ExportResult } from '../engine/export-job';
import { ExportModal } from './export-modal';

const support: EncoderSupport = {
  webm: { available: true, videoCodec: 'vp9', audioCodec: 'opus', reason: null, realtime: false },
  mp4: { available: true, videoCodec: 'avc', audioCodec: 'aac', reason: null, realtime: false },
};
const usage: Usage = {
  scriptsGenerated: 0,
  audioGenerated: 0,
  thumbnailsGenerated: 0,
  videosCreated: 1,
};

const projectOf = (format: VideoFormat, durationMs = 2000): TimelineDocument => ({
  schemaVersion: 5,
  format,
  duckingDb: 12,
  masterVolume: 1,
  totalDuration: Math.max(60_000, durationMs),
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
          duration: durationMs,
          trimStart: 0,
          volume: 1,
          opacity: 1,
        },
      ],
    },
  ],
});

/** The dialog over an engine that finishes each export at once; returns what it was asked. */
function setup(job: ExportJob, subscription: string) {
  const runs: ExportRequest[] = [];
  const result: ExportResult = {
    blob: new Blob(['x'], { type: 'video/mp4' }),
    mimeType: 'video/mp4',
    fileName: 'exported-video.mp4',
    duration: 2,
    format: 'mp4',
  };
  const engine: ExportEngine = {
    hasWebCodecs: () => true,
    checkSupport: vi.fn(async () => support),
    checkSources: vi.fn(async () => []),
    run: vi.fn(async (request: ExportRequest) => {
      runs.push(request);
      return result;
    }),
  };
  const countVideo = vi.fn(async () => usage);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:result'), revokeObjectURL: vi.fn() }),
  );
  render(
    <MemoryRouter>
      <ExportModal
        open
        job={job}
        onClose={vi.fn()}
        engine={engine}
        countVideo={countVideo}
        subscription={subscription}
      />
    </MemoryRouter>,
  );
  return { runs, countVideo };
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const selectedText = (label: string) => {
  const element = select(label);
  return element.options[element.selectedIndex]?.textContent;
};
const option = (label: string, name: string) =>
  within(select(label)).getByRole('option', { name, hidden: true }) as HTMLOptionElement;
const startButton = () =>
  screen.getByRole('button', { name: 'Export', hidden: true }) as HTMLButtonElement;

async function exportNow() {
  await waitFor(() => expect(startButton().disabled).toBe(false));
  await act(async () => {
    fireEvent.click(startButton());
  });
}

describe('export presets and formats', () => {
  afterEach(() => localStorage.clear());

  it('a preset sets size, frame rate, bitrate and loudness; a change by hand makes it Custom', async () => {
    const { runs } = setup({ document: projectOf('16:9'), media: () => undefined }, 'pro');
    await act(async () => {});
    fireEvent.change(select('Frame rate'), { target: { value: '60' } });
    fireEvent.change(select('Quality'), { target: { value: 'low' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Normalize loudness', hidden: true }));
    fireEvent.change(select('Preset'), { target: { value: 'youtube' } });

    expect(selectedText('Resolution')).toBe('1920×1080');
    expect(selectedText('Frame rate')).toBe('30 fps');
    expect(selectedText('Quality')).toBe('High (8 Mbps)');
    expect(
      (
        screen.getByRole('checkbox', {
          name: 'Normalize loudness',
          hidden: true,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(selectedText('Loudness target')).toBe('−14 LUFS · YouTube, Shorts, TikTok, Reels');

    fireEvent.change(select('Loudness target'), { target: { value: '-16' } });
    expect(selectedText('Preset')).toBe('Custom');
    await exportNow();
    expect(runs[0]!.settings).toMatchObject({
      resolution: { width: 1920, height: 1080 },
      fps: 30,
      quality: 'high',
      loudness: { enabled: true, targetLufs: -16 },
    });
  });

  it('turning normalization off disables the target and reaches the export', async () => {
    const { runs } = setup({ document: projectOf('16:9'), media: () => undefined }, 'free');
    await act(async () => {});
    fireEvent.change(select('Loudness target'), { target: { value: '-23' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Normalize loudness', hidden: true }));
    expect(select('Loudness target').disabled).toBe(true);
    await exportNow();
    expect(runs[0]!.settings.loudness).toEqual({ enabled: false, targetLufs: -23 });
  });

  it('offers a vertical project its own sizes; Free locks 1080×1920 but exports 720×1280', async () => {
    const { runs, countVideo } = setup(
      { document: projectOf('9:16'), media: () => undefined },
      'free',
    );
    await act(async () => {});
    expect([...select('Resolution').options].map((entry) => entry.textContent)).toEqual([
      '🔒 1080×1920 · Boost and Pro',
      '720×1280',
    ]);
    expect(option('Resolution', '🔒 1080×1920 · Boost and Pro').disabled).toBe(true);
    expect(option('Resolution', '720×1280').disabled).toBe(false);
    expect(selectedText('Resolution')).toBe('720×1280');

    // Shorts on Free: the largest vertical size the plan exports
    fireEvent.change(select('Preset'), { target: { value: 'youtube-shorts' } });
    expect(selectedText('Resolution')).toBe('720×1280');
    await exportNow();
    expect(runs[0]!.settings.resolution).toEqual({ width: 720, height: 1280 });
    expect(countVideo).toHaveBeenCalledExactlyOnceWith({ width: 720, height: 1280, fps: 30 });
  });

  it('exports 1080×1920 for Shorts on a paid plan', async () => {
    const { runs, countVideo } = setup(
      { document: projectOf('9:16'), media: () => undefined },
      'boost',
    );
    await act(async () => {});
    expect(option('Resolution', '1080×1920').disabled).toBe(false);
    fireEvent.change(select('Preset'), { target: { value: 'tiktok' } });
    expect(selectedText('Resolution')).toBe('1080×1920');
    await exportNow();
    expect(runs[0]!.settings.resolution).toEqual({ width: 1080, height: 1920 });
    expect(countVideo).toHaveBeenCalledExactlyOnceWith({ width: 1080, height: 1920, fps: 30 });
  });

  it('warns when the video is longer than the chosen platform takes', async () => {
    setup({ document: projectOf('9:16', 4 * 60_000 + 12_000), media: () => undefined }, 'pro');
    await act(async () => {});
    expect(screen.queryByText(/takes videos up to/)).toBeNull();
    fireEvent.change(select('Preset'), { target: { value: 'youtube-shorts' } });
    expect(
      screen.getByText(
        'This video is 4:12 long: YouTube Shorts takes videos up to 3:00. Shorten it, or choose another preset.',
      ),
    ).toBeTruthy();
    fireEvent.change(select('Preset'), { target: { value: 'instagram-reels' } });
    expect(screen.getByText(/Instagram Reels takes videos up to 3:00/)).toBeTruthy();
    fireEvent.change(select('Preset'), { target: { value: 'tiktok' } });
    expect(screen.queryByText(/takes videos up to/)).toBeNull();
  });

  it('without a way to change the project, presets of another format are disabled with the reason', async () => {
    setup({ document: projectOf('16:9'), media: () => undefined }, 'pro');
    await act(async () => {});
    expect(option('Preset', 'YouTube Shorts (9:16)').disabled).toBe(true);
    expect(option('Preset', 'Square (1:1)').disabled).toBe(true);
    expect(option('Preset', 'YouTube (16:9)').disabled).toBe(false);
    expect(select('Preset').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/format is changed in the editor/)).toBeTruthy();
  });

  it('a preset of another format changes the project only when asked, then exports the changed timeline', async () => {
    const landscape = projectOf('16:9');
    const vertical = projectOf('9:16');
    const changeFormat = vi.fn(() => vertical);
    const { runs } = setup({ document: landscape, media: () => undefined, changeFormat }, 'pro');
    await act(async () => {});

    fireEvent.change(select('Preset'), { target: { value: 'youtube-shorts' } });
    expect(changeFormat).not.toHaveBeenCalled();
    expect(selectedText('Resolution')).toBe('1280×720');
    expect(
      screen.getByText(/YouTube Shorts is a 9:16 video and this project is 16:9/),
    ).toBeTruthy();

    // 'Keep 16:9' leaves everything as it was
    fireEvent.click(screen.getByRole('button', { name: 'Keep 16:9', hidden: true }));
    expect(changeFormat).not.toHaveBeenCalled();
    expect(selectedText('Preset')).toBe('Custom');

    fireEvent.change(select('Preset'), { target: { value: 'youtube-shorts' } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Change the project to 9:16', hidden: true }),
    );
    expect(changeFormat).toHaveBeenCalledExactlyOnceWith('9:16');
    expect(selectedText('Preset')).toBe('YouTube Shorts (9:16)');
    expect([...select('Resolution').options].map((entry) => entry.textContent)).toEqual([
      '1080×1920',
      '720×1280',
    ]);
    expect(selectedText('Resolution')).toBe('1080×1920');

    await exportNow();
    expect(runs[0]!.document).toBe(vertical);
    expect(runs[0]!.settings.resolution).toEqual({ width: 1080, height: 1920 });
  });
});
