import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function SettingsPage() {
  const { t } = useTranslation();
  const title = t('pages.settings.title');
  useDocumentTitle(title);
  return <ComingSoon title={title} description={t('pages.settings.description')} icon={Settings} />;
}
