import { Check, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type ToolKey =
  'script' | 'voice' | 'teleprompter' | 'editor' | 'export' | 'thumbnails' | 'plans';

type FeatureToolProps = {
  tool: ToolKey;
  Icon: LucideIcon;
  /** A screenshot in /screenshots, taken by scripts/take-screenshots.mjs. */
  image: string;
  /** Puts the screenshot on the left on wide screens, alternating down the page. */
  flipped: boolean;
};

// Every screenshot is saved 960×600; the attributes keep the layout still while it loads.
const SHOT_WIDTH = 960;
const SHOT_HEIGHT = 600;

/** One tool: what it does, its main points and a screenshot of it. */
export function FeatureTool({ tool, Icon, image, flipped }: FeatureToolProps) {
  const { t } = useTranslation('marketing');
  const texts = t(`features.tools.${tool}`, { returnObjects: true });
  const titleId = `feature-${tool}`;
  return (
    <section
      aria-labelledby={titleId}
      className="grid items-center gap-10 py-14 lg:grid-cols-2 lg:gap-16"
    >
      <div className={flipped ? 'lg:order-2' : ''}>
        <span className="grid size-12 place-items-center rounded-card bg-gradient-to-br from-brand-100 to-accent-100 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2
          id={titleId}
          className="mt-5 scroll-mt-24 text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {texts.title}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{texts.text}</p>
        <ul className="mt-6 space-y-3">
          {Object.entries(texts.points).map(([key, point]) => (
            <li key={key} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
      <img
        src={`/screenshots/${image}`}
        width={SHOT_WIDTH}
        height={SHOT_HEIGHT}
        loading="lazy"
        decoding="async"
        alt={t('features.screenshotAlt', { description: texts.shot })}
        className="h-auto w-full rounded-panel border border-line bg-studio-bg shadow-card"
      />
    </section>
  );
}
