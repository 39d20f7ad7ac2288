import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, changeLanguage, isLanguage } from '../../lib/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <div className="flex items-center gap-2">
      <Languages aria-hidden="true" className="size-4 text-ink-muted" />
      <label htmlFor={id} className="text-sm font-medium text-ink-muted">
        {t('footer.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="rounded-control border border-line-strong bg-surface px-2.5 py-1.5 text-sm text-ink"
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
