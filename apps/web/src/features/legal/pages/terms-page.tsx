import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function TermsPage() {
  const { t } = useTranslation();
  const title = t('pages.terms.title');
  useDocumentTitle(title);
  return <ComingSoon title={title} description={t('pages.terms.description')} icon={ScrollText} />;
}
