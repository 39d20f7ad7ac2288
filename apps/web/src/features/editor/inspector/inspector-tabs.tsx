import {
  canChangeSpeed,
  findItem,
  isTurnable,
  keyframeablePropertiesOf,
  makesSound,
  type TimelineItem,
} from '@reelwright/timeline';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyframeInspector } from '../keyframes/keyframe-inspector';
import { PictureInspector } from '../picture/picture-inspector';
import { SoundInspector } from '../sound/sound-inspector';
import { SpeedInspector } from '../speed/speed-inspector';
import { useEditor } from '../store/editor-context';
import { TitleInspector } from '../text/title-inspector';
import { TransitionInspector } from '../transitions/transition-inspector';

// The selected item's craft inspectors as tabs, one shown at a time (the CapCut habit), so the
// tracks keep their room however many of them apply. The tab picked last stays picked while
// the next selection has it; otherwise the first that applies shows.

type InspectorTab = {
  id: 'title' | 'sound' | 'picture' | 'speed' | 'keyframes' | 'transitions';
  applies: (item: TimelineItem) => boolean;
  Inspector: ComponentType;
};

const TABS: readonly InspectorTab[] = [
  { id: 'title', applies: (item) => item.type === 'text', Inspector: TitleInspector },
  { id: 'sound', applies: makesSound, Inspector: SoundInspector },
  { id: 'picture', applies: isTurnable, Inspector: PictureInspector },
  { id: 'speed', applies: canChangeSpeed, Inspector: SpeedInspector },
  {
    id: 'keyframes',
    applies: (item) => keyframeablePropertiesOf(item).length > 0,
    Inspector: KeyframeInspector,
  },
  { id: 'transitions', applies: (item) => item.type !== 'caption', Inspector: TransitionInspector },
];

export function InspectorTabs() {
  const { t } = useTranslation('editor');
  // The ids of the tabs that apply, as one string: a drag moving the item re-renders only the
  // inspector that shows, not the tabs.
  const tabIds = useEditor((state) => {
    const item = state.selectedId ? findItem(state.history.document, state.selectedId) : undefined;
    return item
      ? TABS.filter((tab) => tab.applies(item))
          .map((tab) => tab.id)
          .join(' ')
      : '';
  });
  const [picked, setPicked] = useState<InspectorTab['id'] | null>(null);
  const tabs = TABS.filter((tab) => tabIds.split(' ').includes(tab.id));
  if (tabs.length === 0) return null;
  const active = tabs.find((tab) => tab.id === picked) ?? tabs[0]!;
  const { Inspector } = active;
  const panelId = `inspector-panel-${active.id}`;
  const move = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    setPicked(next.id);
    document.getElementById(`inspector-tab-${next.id}`)?.focus();
  };
  return (
    <div className="flex w-full flex-col">
      <div
        role="tablist"
        aria-label={t('inspector.tabs.label')}
        className="flex flex-wrap gap-1 border-b border-studio-line/60 px-2 pt-1"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`inspector-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab === active}
            aria-controls={panelId}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => setPicked(tab.id)}
            onKeyDown={(event) => move(event, index)}
            className={`rounded-t px-2 py-1 text-xs ${
              tab === active
                ? 'bg-studio-raised text-studio-ink'
                : 'text-studio-ink-muted hover:text-studio-ink'
            }`}
          >
            {t(`inspector.tabs.${tab.id}`)}
          </button>
        ))}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`inspector-tab-${active.id}`}
        className="flex flex-wrap items-center"
      >
        <Inspector />
      </div>
    </div>
  );
}
