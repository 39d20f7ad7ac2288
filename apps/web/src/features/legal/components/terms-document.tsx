import { useTranslation } from 'react-i18next';

// The terms in reading order; each section's paragraphs live in legal.json (`terms.document`).
const SECTIONS = [
  'agreement',
  'account',
  'plans',
  'content',
  'ai',
  'use',
  'service',
  'ending',
  'liability',
  'contact',
] as const;

const SUPPORT_EMAIL = 'support@reelwright.app';

/** The terms in force: a list of contents, then each section with its paragraphs. */
export function TermsDocument() {
  const { t } = useTranslation('legal');
  const sections = SECTIONS.map((key) => ({
    key,
    ...t(`terms.document.sections.${key}`, { returnObjects: true, email: SUPPORT_EMAIL }),
  }));
  return (
    <div className="mx-auto max-w-3xl px-6 py-12">
      <p className="text-sm font-medium text-ink-muted">{t('terms.document.updated')}</p>
      <nav
        aria-label={t('terms.document.contentsLabel')}
        className="mt-6 rounded-card border border-line bg-surface-muted p-5"
      >
        <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map(({ key, title }) => (
            <li key={key}>
              <a
                href={`#terms-${key}`}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(({ key, title, body }) => (
        <section key={key} aria-labelledby={`terms-${key}`} className="mt-10">
          <h2 id={`terms-${key}`} className="scroll-mt-24 text-xl font-bold tracking-tight">
            {title}
          </h2>
          {Object.entries(body).map(([paragraph, text]) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-ink">
              {text}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
