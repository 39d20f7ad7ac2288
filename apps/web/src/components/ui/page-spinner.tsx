import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A quiet spinner holding a page's place for a moment (no headline, unlike LoadingScreen). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
