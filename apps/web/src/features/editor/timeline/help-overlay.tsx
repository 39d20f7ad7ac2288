import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../components/ui/studio-classes';
import { useEditor } from '../store/editor-context';
import { ModalDialog } from '../../../components/ui/modal-dialog';

const MOUSE = [
  ['Ctrl + wheel', 'ctrlWheel'],
  ['Shift + wheel', 'shiftWheel'],
  ['Wheel', 'wheel'],
  ['Double-click', 'doubleClick'],
  ['Shift + drag', 'shiftDrag'],
] as const;

const KEYS = [
  ['Space', 'space'],
  ['Delete / Backspace', 'delete'],
  ['Ctrl + B', 'split'],
  ['Shift + F', 'freezeFrame'],
  ['K', 'addKeyframes'],
  ['Ctrl + C', 'copy'],
  ['Ctrl + V', 'paste'],
  ['Ctrl + Z', 'undo'],
  ['Ctrl + Shift + Z / Ctrl + Y', 'redo'],
  ['+ / − / 0', 'zoom'],
  ['?', 'help'],
  ['Esc', 'escape'],
  ['← →', 'arrows'],
] as const;

/** Every timeline shortcut, opened by '?' or the header's keyboard button; Esc closes it. */
export function HelpOverlay() {
  const { t } = useTranslation('editor');
  const open = useEditor((state) => state.helpOpen);
  const setHelpOpen = useEditor((state) => state.setHelpOpen);

  return (
    <ModalDialog
      open={open}
      onRequestClose={() => setHelpOpen(false)}
      labelledBy="timeline-help-title"
      className="m-auto w-full max-w-lg rounded-card border border-studio-line bg-studio-panel p-0 text-studio-ink backdrop:bg-black/60"
    >
      <div className="p-5">
        <div className="flex items-center justify-between">
          <h2 id="timeline-help-title" className="text-lg font-semibold">
            {t('timeline.help.title')}
          </h2>
          <button
            type="button"
            className={iconButtonClass}
            aria-label={t('timeline.help.close')}
            onClick={() => setHelpOpen(false)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        {(
          [
            ['mouse', MOUSE],
            ['keys', KEYS],
          ] as const
        ).map(([heading, rows]) => (
          <section key={heading} className="mt-4">
            <h3 className="text-xs font-semibold tracking-wide text-studio-ink-muted uppercase">
              {t(`timeline.help.${heading}`)}
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              {rows.map(([keys, what]) => (
                <div key={what} className="contents">
                  <dt>
                    <kbd className="rounded border border-studio-line bg-studio-raised px-1.5 py-0.5 font-mono text-xs">
                      {keys}
                    </kbd>
                  </dt>
                  <dd className="text-studio-ink-muted">{t(`timeline.help.${what}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </ModalDialog>
  );
}
