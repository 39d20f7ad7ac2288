import { createDocument } from '@reelwright/timeline';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { ok } from '../../../test/users';
import type { RecordSlotProps } from '../record-slot';
import { quality, renderStudio, setUpStudioSession } from '../test/render-studio';
import { makeProject, PROJECT_ID, projectAnswer, stubApi } from '../test/studio-fixtures';
import { VOICES } from '../test/voice-fixtures';

vi.mock('../../../components/ui/toast', () => ({ notify: vi.fn() }));

const SCRIPT = 'Espresso starts with the beans [smile].';

setUpStudioSession();

const currentStep = () =>
  screen.getByRole('navigation', { name: 'Your progress' }).querySelector('[aria-current="step"]')
    ?.textContent;

describe("studio: 'Record yourself'", () => {
  it('hands the script to the teleprompter and moves to step 3 on Use, 4 on Save to media', async () => {
    stubApi({
      [`GET /api/projects/${PROJECT_ID}`]: () => projectAnswer(makeProject({ script: SCRIPT })),
      'POST /api/script/quality': () => ok({ quality }),
      'GET /api/audio/voices': () => ok({ voices: VOICES }),
    });
    let slot: RecordSlotProps | null = null;
    const record = vi.fn((props: RecordSlotProps) => {
      slot = props;
      return <p>teleprompter here</p>;
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`, { record });

    await screen.findByText('Record yourself');
    expect(currentStep()).toMatch(/Step 2/);
    expect(record).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'Record yourself' }));
    expect(await screen.findByText('teleprompter here')).toBeTruthy();
    expect(slot!.script).toBe(SCRIPT);
    // No timeline yet: a new project is 16:9.
    expect(slot!.format).toBe('16:9');

    act(() => slot!.onUsed());
    expect(currentStep()).toMatch(/Step 3/);
    act(() => slot!.onSavedToMedia());
    expect(currentStep()).toMatch(/Step 4/);
    // A later 'Use' does not go back.
    act(() => slot!.onUsed());
    expect(currentStep()).toMatch(/Step 4/);
  });

  it("tells the teleprompter the project's format, so a vertical project records upright", async () => {
    stubApi({
      [`GET /api/projects/${PROJECT_ID}`]: () =>
        projectAnswer(
          makeProject({
            script: SCRIPT,
            timeline: { ...createDocument('9:16') } as Record<string, unknown>,
          }),
        ),
      'POST /api/script/quality': () => ok({ quality }),
      'GET /api/audio/voices': () => ok({ voices: VOICES }),
    });
    let slot: RecordSlotProps | null = null;
    const record = vi.fn((props: RecordSlotProps) => {
      slot = props;
      return <p>teleprompter here</p>;
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`, { record });
    await screen.findByText('Record yourself');
    fireEvent.click(screen.getByRole('radio', { name: 'Record yourself' }));
    expect(await screen.findByText('teleprompter here')).toBeTruthy();
    expect(slot!.format).toBe('9:16');
  });
});
