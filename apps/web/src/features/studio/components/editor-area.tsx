import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InDevelopmentBadge } from '../../../components/ui/in-development-badge';

// Empty lanes in the clip colours hint at the timeline's shape; they hold no made-up clips.
const TRACKS = [
  { key: 'overlay', colour: 'bg-clip-image' },
  { key: 'video', colour: 'bg-clip-video' },
  { key: 'audio', colour: 'bg-clip-audio' },
] as const;

type EditorAreaProps = { panelCollapsed: boolean };

export function EditorArea({ panelCollapsed }: EditorAreaProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="editor-title"
      className={`flex min-h-0 min-w-0 flex-1 flex-col bg-studio-bg ${panelCollapsed ? 'md:min-w-[95%]' : 'md:min-w-[74%]'}`}
    >
      <div className="flex flex-1 items-center justify-center p-6">
        <div className="max-w-lg text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-card bg-studio-raised text-brand-300">
            <Clapperboard aria-hidden="true" className="size-7" />
          </span>
          <h2 id="editor-title" className="mt-5 text-2xl font-semibold">
            {t('studio.editorTitle')}
          </h2>
          <p className="mt-3 text-studio-ink-muted">{t('studio.editorText')}</p>
          <InDevelopmentBadge tone="dark" className="mt-6" />
        </div>
      </div>

      <div
        aria-hidden="true"
        className="space-y-1.5 border-t border-studio-line bg-studio-panel p-3"
      >
        {TRACKS.map(({ key, colour }) => (
          <div key={key} className="flex h-9 items-center gap-3">
            <span className="w-20 shrink-0 text-xs font-medium text-studio-ink-muted">
              {t(`studio.tracks.${key}`)}
            </span>
            <span className="flex h-full flex-1 items-center rounded-control border border-dashed border-studio-line px-2">
              <span className={`size-2 rounded-full ${colour}`} />
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}
