import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { DEFAULT_TOAST_DURATION_MS } from './toast';

export default function ToasterHost() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-right"
      closeButton
      richColors
      duration={DEFAULT_TOAST_DURATION_MS}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}
