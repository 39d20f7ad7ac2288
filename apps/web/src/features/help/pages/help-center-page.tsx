import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function HelpCenterPage() {
  const { t } = useTranslation();
  const title = t('pages.help.title');
  useDocumentTitle(title);
  return <ComingSoon title={title} description={t('pages.help.description')} icon={LifeBuoy} />;
}
