import { Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function CareersPage() {
  const { t } = useTranslation();
  const title = t('pages.careers.title');
  useDocumentTitle(title);
  return <ComingSoon title={title} description={t('pages.careers.description')} icon={Briefcase} />;
}
