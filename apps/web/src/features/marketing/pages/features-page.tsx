import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function FeaturesPage() {
  const { t } = useTranslation();
  const title = t('pages.features.title');
  useDocumentTitle(title);
  return <ComingSoon title={title} description={t('pages.features.description')} icon={Sparkles} />;
}
