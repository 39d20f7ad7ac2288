import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function PrivacyPage() {
  const { t } = useTranslation();
  const title = t('pages.privacy.title');
  useDocumentTitle(title);
  return (
    <ComingSoon title={title} description={t('pages.privacy.description')} icon={ShieldCheck} />
  );
}
