import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast';
import { EDITOR_NAMESPACE } from '../editor-locales';
import type { FileHandoff } from '../library/file-handoff';
import type { EditorStore } from './editor-store';

/** Long enough to read the toast and reach its Undo. */
const PLACED_TOAST_MS = 8000;

/**
 * Puts each file another part of the studio hands over (a voice-over's 'Add to editor', a
 * teleprompter take's 'Use') on the timeline where `placeFile` says, and says where in a toast
 * whose Undo takes it back: 'Added to Audio 1 — Undo'.
 */
export function useIncomingFiles(editor: EditorStore, incoming: FileHandoff | undefined) {
  const { t } = useTranslation(EDITOR_NAMESPACE);
  useEffect(
    () =>
      incoming?.subscribe((file) => {
        const placement = editor.getState().placeFile(file);
        if (placement === null) {
          notify({ type: 'error', title: t('timeline.place.failed', { name: file.name }) });
          return;
        }
        const track = placement.trackName;
        notify({
          type: 'success',
          title: t('timeline.place.done', { track }),
          duration: PLACED_TOAST_MS,
          action: {
            label: (
              <>
                <span aria-hidden="true">{t('timeline.place.undo')}</span>
                <span className="sr-only">
                  {t('timeline.place.undoName', { name: file.name, track })}
                </span>
              </>
            ),
            onClick: () => editor.getState().undoPlacement(placement),
          },
        });
      }),
    [incoming, editor, t],
  );
}
