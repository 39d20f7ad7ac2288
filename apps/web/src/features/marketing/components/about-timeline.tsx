import { Download, FileText, Image, Mic, ScrollText, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// The product's own milestones, in the order they were built: no dates or figures to invent.
const MILESTONES: {
  key: 'script' | 'voice' | 'teleprompter' | 'editor' | 'export' | 'thumbnails';
  Icon: LucideIcon;
}[] = [
  { key: 'script', Icon: FileText },
  { key: 'voice', Icon: Mic },
  { key: 'teleprompter', Icon: ScrollText },
  { key: 'editor', Icon: Video },
  { key: 'export', Icon: Download },
  { key: 'thumbnails', Icon: Image },
];

export function AboutTimeline() {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="about-timeline" className="bg-surface-muted px-6 py-16">
      <div className="mx-auto max-w-3xl">
        <h2
          id="about-timeline"
          className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {t('about.timeline.heading')}
        </h2>
        <p className="mt-2 text-center text-ink-muted">{t('about.timeline.intro')}</p>
        <ol className="relative mt-10 space-y-8 border-l-2 border-brand-200 pl-8">
          {MILESTONES.map(({ key, Icon }, index) => (
            <li key={key} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-0 -left-[3.2rem] grid size-9 place-items-center rounded-full bg-brand-600 text-white ring-4 ring-surface-muted"
              >
                <Icon className="size-4" />
              </span>
              <p className="text-sm font-semibold text-brand-700">
                {t('about.timeline.step', { number: index + 1 })}
              </p>
              <h3 className="text-lg font-semibold">{t(`about.timeline.items.${key}.title`)}</h3>
              <p className="mt-1 text-ink-muted">{t(`about.timeline.items.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
