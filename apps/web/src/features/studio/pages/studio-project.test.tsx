import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { fail, ok } from '../../../test/users';
import { makeProject, PROJECT_ID, projectAnswer, stubApi } from '../test/studio-fixtures';
import { quality, renderStudio, scriptBox, setUpStudioSession } from '../test/render-studio';

vi.mock('../../../components/ui/toast', () => ({ notify: vi.fn() }));

const GET = `GET /api/projects/${PROJECT_ID}`;
const PUT = `PUT /api/projects/${PROJECT_ID}`;
const SENTENCE = 'Same sentence here.';
const SCRIPT = `Welcome to the show. ${SENTENCE} Something in between. ${SENTENCE} Goodbye now.`;

setUpStudioSession();

describe('studio: quality', () => {
  it('measures locally at once, and shows the server’s answer 2 s after the last change', async () => {
    const { calls } = stubApi({
      [GET]: () => projectAnswer(makeProject({ script: SCRIPT })),
      [PUT]: () => projectAnswer(makeProject({ revision: 2 })),
      'POST /api/script/quality': () => ok({ quality }),
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
    const panel = await screen.findByRole('region', { name: 'Script quality' });
    expect(within(panel).getByText(/Measured by the built-in analyzer/)).toBeTruthy();
    expect(calls('POST /api/script/quality')).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => expect(within(panel).getByText('Grade B')).toBeTruthy());
    expect(calls('POST /api/script/quality')).toEqual([
      {
        script: SCRIPT,
        language: 'english',
        topic: 'Home espresso',
        keyPoints: [],
        duration: 'medium',
      },
    ]);
    const overall = within(panel).getByRole('meter', { name: 'Overall' });
    expect(overall.getAttribute('aria-valuenow')).toBe('7.2');
    expect(overall.getAttribute('aria-valuetext')).toBe('7.2 of 10');
    expect(within(panel).getByText('Open with a question.')).toBeTruthy();
    expect(screen.getByText(/^Quality: 7\.2\/10 · ≈ \d+ s · \d+ characters$/)).toBeTruthy();

    // Typing brings the local measure back until the server has seen the new text.
    fireEvent.change(scriptBox(), { target: { value: `${SCRIPT} Do you agree?` } });
    await waitFor(() => expect(within(panel).queryByText('Open with a question.')).toBeNull());
  });
});

describe('studio: the project', () => {
  it('says when the project does not exist and offers a new one', async () => {
    stubApi({ [GET]: () => fail(404, 'NOT_FOUND', 'This project does not exist.') });
    const router = renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Start a new project' }));
    expect(await screen.findByRole('textbox', { name: 'Topic' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('stops saving on a conflict and reloads the latest version on request', async () => {
    let loads = 0;
    stubApi({
      [GET]: () => {
        loads += 1;
        return projectAnswer(
          makeProject({ revision: loads, script: loads === 1 ? SCRIPT : 'Newer.' }),
        );
      },
      [PUT]: () => fail(409, 'CONFLICT', 'This project was changed in another tab or device.'),
      'POST /api/script/quality': () => ok({ quality }),
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
    await waitFor(() => expect(scriptBox().value).toBe(SCRIPT));
    fireEvent.change(scriptBox(), { target: { value: `${SCRIPT} Typed.` } });
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(
      await screen.findByText(
        'This project changed in another tab. Reload to see the latest version.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(scriptBox().value).toBe('Newer.'));
    expect(loads).toBe(2);
  });
});
