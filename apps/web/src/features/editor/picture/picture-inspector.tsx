import { isCroppable, type EditResult, type TimelineDocument } from '@reelwright/timeline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';
import { ColourControls } from './colour-controls';
import { CropTurnControls } from './crop-turn-controls';
import { plainButton, pressedButton } from './picture-controls';
import { selectedTurnable } from './picture-selection';

/**
 * The selected picture's crop (each edge in %), turn (±90° buttons, degrees), flips and colour
 * (four sliders −100..100 and a look), behind two buttons that open one section each. Titles
 * show only the turn and flips. Every button is one undo step; a number is one per focus, a
 * slider one per drag.
 */
export function PictureInspector() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const item = useEditor(selectedTurnable);
  // One section open at a time, so the shared inspector strip stays a row high.
  const [open, setOpen] = useState<'turn' | 'colour' | null>(null);
  if (!item) return null;

  const run = (command: (document: TimelineDocument) => EditResult) =>
    store.getState().run(command);
  const picture = isCroppable(item);

  return (
    <div
      role="group"
      aria-label={t('picture.inspector.group', { name: item.name })}
      data-testid="picture-inspector"
      className="flex flex-wrap items-center gap-x-4 gap-y-1.5 px-3 py-1.5 text-xs"
    >
      <button
        type="button"
        aria-expanded={open === 'turn'}
        className={open === 'turn' ? pressedButton : plainButton}
        onClick={() => setOpen((now) => (now === 'turn' ? null : 'turn'))}
      >
        {t(picture ? 'picture.inspector.cropAndTurn' : 'picture.inspector.turn')}
      </button>
      {picture && (
        <button
          type="button"
          aria-expanded={open === 'colour'}
          className={open === 'colour' ? pressedButton : plainButton}
          onClick={() => setOpen((now) => (now === 'colour' ? null : 'colour'))}
        >
          {t('picture.inspector.colour')}
        </button>
      )}
      {open === 'turn' && <CropTurnControls item={item} run={run} />}
      {open === 'colour' && picture && <ColourControls item={item} run={run} />}
    </div>
  );
}
