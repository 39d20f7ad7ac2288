import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, changeLanguage, isLanguage } from '../../../lib/i18n';
import { FormFeedback } from './form-feedback';
import { inputClass } from './settings-classes';
import { SettingsSection } from './settings-section';

/** The app's language on this device (remembered in the browser, as the footer's switch does). */
export function LanguageSection() {
  const { t, i18n } = useTranslation('account');
  // Language names are the app's shared texts, each written in its own language.
  const { t: tShared } = useTranslation();
  const id = useId();
  const [changed, setChanged] = useState(false);
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <SettingsSection title={t('language.heading')} description={t('language.description')}>
      <div className="max-w-md space-y-4">
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
            {t('language.label')}
          </label>
          <select
            id={id}
            value={current}
            onChange={(event) => {
              const next = event.target.value;
              if (!isLanguage(next)) return;
              void changeLanguage(next).then(() => setChanged(true));
            }}
            className={inputClass}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {tShared(`language.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <FormFeedback error={null} success={changed ? t('language.changed') : null} />
      </div>
    </SettingsSection>
  );
}
