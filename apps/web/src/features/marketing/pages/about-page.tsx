import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function AboutPage() {
  const { t } = useTranslation();
  const title = t('pages.about.title');
  useDocumentTitle(title);
  return <ComingSoon title={title} description={t('pages.about.description')} icon={Users} />;
}
