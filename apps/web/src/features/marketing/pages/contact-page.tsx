import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function ContactPage() {
  const { t } = useTranslation();
  const title = t('pages.contact.title');
  useDocumentTitle(title);
  return <ComingSoon title={title} description={t('pages.contact.description')} icon={Mail} />;
}
