import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 text-center"
    >
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-brand-600" />
      <p className="text-lg font-semibold">{t('loading.title')}</p>
      <p className="text-ink-muted">{t('loading.subtitle')}</p>
    </div>
  );
}
