import { Code2, LifeBuoy, PenTool, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// Roles, not invented people: the team is described as it is.
const ROLES: { key: 'engineers' | 'product' | 'support'; Icon: LucideIcon }[] = [
  { key: 'engineers', Icon: Code2 },
  { key: 'product', Icon: PenTool },
  { key: 'support', Icon: LifeBuoy },
];

export function AboutTeam() {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="about-team" className="px-6 py-16">
      <div className="mx-auto max-w-5xl">
        <h2 id="about-team" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t('about.team.heading')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-ink-muted">{t('about.team.intro')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {ROLES.map(({ key, Icon }) => (
            <li key={key} className="rounded-panel border border-line bg-surface p-6 shadow-card">
              <span className="grid size-11 place-items-center rounded-card bg-gradient-to-br from-brand-100 to-accent-100 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`about.team.roles.${key}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`about.team.roles.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
