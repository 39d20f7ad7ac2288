import type { Chapter } from '@reelwright/contracts';
import { Clapperboard, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildState } from '../hooks/use-build-video';

type BuildVideoPanelProps = {
  state: BuildState;
  onBuild: () => void;
};

/** `m:ss` as chapters are written in a description. */
const chapterTime = (start: number) => {
  const whole = Math.floor(start);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const chapterList = (chapters: readonly Chapter[]) =>
  chapters.map((chapter) => `${chapterTime(chapter.start)} ${chapter.title}`).join(' · ');

/** 'Build my video': the button, where a build is (it can take seconds) and how it ended. */
export function BuildVideoPanel({ state, onBuild }: BuildVideoPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const working = state.kind === 'working';

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-card border border-brand-600/60 bg-studio-raised/50 p-4"
    >
      <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <Clapperboard aria-hidden="true" className="size-4 text-brand-300" />
        {t('build.title')}
      </h4>
      <p id={hintId} className="text-xs text-studio-ink-muted">
        {t('build.hint')}
      </p>
      <button
        type="button"
        onClick={onBuild}
        disabled={working}
        aria-describedby={hintId}
        className="inline-flex items-center gap-2 rounded-control bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {working && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {state.kind === 'done' || state.kind === 'failed' ? t('build.again') : t('build.button')}
      </button>
      <div role="status" aria-live="polite" className="text-xs">
        {working && <p className="text-studio-ink-muted">{t(`build.steps.${state.step}`)}</p>}
        {state.kind === 'done' && (
          <>
            <p>{t('build.done')}</p>
            {state.chapters.length > 0 && (
              <p className="mt-1 text-studio-ink-muted">
                {t('build.chapters', { list: chapterList(state.chapters) })}
              </p>
            )}
          </>
        )}
      </div>
      {state.kind === 'failed' && (
        <p role="alert" className="text-xs text-danger-50">
          {t('build.failed', { message: state.message })}
        </p>
      )}
    </section>
  );
}
