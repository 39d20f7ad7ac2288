import {
  ArrowRight,
  Clapperboard,
  CreditCard,
  Download,
  FileText,
  Image,
  Mic,
  ScrollText,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FeatureTool, type ToolKey } from '../components/feature-tool';
import '../marketing-locales';
import { signUpPath } from '../../../lib/sign-up-link';

const TOOLS: { tool: ToolKey; Icon: LucideIcon; image: string }[] = [
  { tool: 'script', Icon: FileText, image: 'script-studio.webp' },
  { tool: 'voice', Icon: Mic, image: 'voice-over.webp' },
  { tool: 'teleprompter', Icon: ScrollText, image: 'teleprompter.webp' },
  { tool: 'editor', Icon: Clapperboard, image: 'video-editor.webp' },
  { tool: 'export', Icon: Download, image: 'export.webp' },
  { tool: 'thumbnails', Icon: Image, image: 'thumbnails.webp' },
  { tool: 'plans', Icon: CreditCard, image: 'plans.webp' },
];

export default function FeaturesPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('features.documentTitle'));
  return (
    <>
      <header className="bg-gradient-to-b from-brand-50 to-surface px-6 pt-16 pb-6 text-center sm:pt-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('features.eyebrow')}
        </p>
        <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {t('features.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-ink-muted">
          {t('features.lead')}
        </p>
        <nav aria-label={t('features.toolsLabel')} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {TOOLS.map(({ tool }) => (
              <li key={tool}>
                <a
                  href={`#feature-${tool}`}
                  className="inline-block rounded-full border border-brand-200 bg-surface px-4 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  {t(`features.tools.${tool}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="mx-auto max-w-6xl divide-y divide-line px-6">
        {TOOLS.map(({ tool, Icon, image }, index) => (
          <FeatureTool key={tool} tool={tool} Icon={Icon} image={image} flipped={index % 2 === 1} />
        ))}
      </div>
      <section aria-labelledby="features-cta" className="px-6 pt-8 pb-20">
        <div className="mx-auto max-w-4xl rounded-panel bg-gradient-to-br from-brand-600 to-accent-600 px-8 py-12 text-center text-white">
          <h2 id="features-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('features.cta.heading')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/90">{t('features.cta.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to={signUpPath()}
              className="inline-flex items-center gap-2 rounded-control bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-white"
            >
              {t('features.cta.start')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/help-center"
              className="inline-flex items-center rounded-control border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
            >
              {t('features.cta.help')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
