import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import '../../../lib/i18n';
import { fail, ok } from '../../../test/users';
import { makeProject, PROJECT_ID, projectAnswer, stubApi } from '../test/studio-fixtures';
import { quality, renderStudio, scriptBox, setUpStudioSession } from '../test/render-studio';

vi.mock('../../../components/ui/toast', () => ({ notify: vi.fn() }));

const GET = `GET /api/projects/${PROJECT_ID}`;
const PUT = `PUT /api/projects/${PROJECT_ID}`;
const VERSIONS = `GET /api/projects/${PROJECT_ID}/versions`;
const TYPED_ID = '5d2c0a9e-1b7f-4e8a-9c3d-6f2e1a0b9c87';
const CURRENT = 'Espresso needs fine coffee. An AI made this sentence better.';
const TYPED = 'Espresso needs fine coffee. I typed this myself.';

const summaries = [
  {
    id: '9e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
    source: 'improve',
    characters: CURRENT.length,
    preview: 'Espresso needs fine coffee. An AI made this sentence better.',
    createdAt: '2025-03-01T10:05:00.000Z',
  },
  {
    id: TYPED_ID,
    source: 'autosave',
    characters: TYPED.length,
    preview: 'Espresso needs fine coffee. I typed this myself.',
    createdAt: '2025-03-01T10:04:00.000Z',
  },
];

setUpStudioSession();

describe('studio: script versions', () => {
  it('lists versions with cause and time, previews one and restores it as one undoable change', async () => {
    let revision = 3;
    const { calls } = stubApi({
      [GET]: () => projectAnswer(makeProject({ script: CURRENT, revision })),
      [PUT]: () => projectAnswer(makeProject({ revision: (revision += 1) })),
      [VERSIONS]: () => ok({ versions: summaries }),
      [`${VERSIONS}/${TYPED_ID}`]: () => ok({ version: { ...summaries[1], script: TYPED } }),
      'POST /api/script/quality': () => ok({ quality }),
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
    await waitFor(() => expect(scriptBox().value).toBe(CURRENT));

    fireEvent.click(screen.getByRole('button', { name: 'Script versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Script versions' });
    const list = await within(dialog).findByRole('list', { name: 'Versions' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^AI: improved.*:05:00.*An AI made this sentence better\.$/),
      expect.stringMatching(/^Typing.*:04:00.*I typed this myself\.$/),
    ]);
    expect(list.querySelectorAll('time')[1]?.getAttribute('datetime')).toBe(
      '2025-03-01T10:04:00.000Z',
    );

    fireEvent.click(rows[1]!);
    const preview = await within(dialog).findByRole('textbox', { name: /^Version from / });
    expect((preview as HTMLTextAreaElement).value).toBe(TYPED);
    expect(rows[1]!.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(scriptBox().value).toBe(TYPED);
    expect(document.activeElement).toBe(scriptBox());
    await waitFor(() =>
      expect(calls(PUT)).toEqual([{ script: TYPED, revision: 3, source: 'restore' }]),
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'success',
        title: expect.stringMatching(/^Restored the version from .*:04:00/),
        message: 'Press Ctrl+Z in the script to undo.',
      }),
    );

    // One change: Ctrl+Z takes it back, and that is saved too.
    fireEvent.keyDown(scriptBox(), { key: 'z', ctrlKey: true });
    expect(scriptBox().value).toBe(CURRENT);
    await act(() => vi.advanceTimersByTimeAsync(1600));
    await waitFor(() =>
      expect(calls(PUT)[1]).toEqual({ script: CURRENT, revision: 4, source: 'autosave' }),
    );
  });

  it('says when the versions cannot be loaded, and tries again', async () => {
    let attempts = 0;
    stubApi({
      [GET]: () => projectAnswer(makeProject({ script: CURRENT })),
      [VERSIONS]: () =>
        (attempts += 1) === 1
          ? fail(500, 'INTERNAL', 'The server had a problem.')
          : ok({ versions: [] }),
      'POST /api/script/quality': () => ok({ quality }),
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
    await waitFor(() => expect(scriptBox().value).toBe(CURRENT));
    fireEvent.click(screen.getByRole('button', { name: 'Script versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Script versions' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The server had a problem.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(/^No versions yet\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close script versions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
