import { User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function ProfilePage() {
  const { t } = useTranslation();
  const title = t('pages.profile.title');
  useDocumentTitle(title);
  return <ComingSoon title={title} description={t('pages.profile.description')} icon={User} />;
}
