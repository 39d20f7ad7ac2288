import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButtonClass } from '../settings-classes';

/** What API tokens give, for users whose plan does not include them, with the way to Pro. */
export function ApiAccessOffer() {
  const { t } = useTranslation('account');
  const points = [
    t('apiTokens.offer.scripts'),
    t('apiTokens.offer.media'),
    t('apiTokens.offer.projects'),
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium">{t('apiTokens.offer.title')}</p>
      <ul className="space-y-2 text-sm">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
            {point}
          </li>
        ))}
      </ul>
      <Link to="/pricing" className={`${primaryButtonClass} no-underline`}>
        {t('apiTokens.offer.upgrade')}
      </Link>
    </div>
  );
}
