import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function PlansPage() {
  const { t } = useTranslation();
  const title = t('pages.plans.title');
  useDocumentTitle(title);
  return <ComingSoon title={title} description={t('pages.plans.description')} icon={CreditCard} />;
}
