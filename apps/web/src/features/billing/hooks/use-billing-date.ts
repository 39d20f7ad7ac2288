import { useTranslation } from 'react-i18next';

/** A billing date ('December 22, 2026') in the reader's language; billing days are UTC days. */
export function formatBillingDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** Words a billing date; without one (an account billed before dates were kept), the period's end. */
export function useBillingDate(): (iso: string | null | undefined) => string {
  const { t, i18n } = useTranslation();
  return (iso) =>
    iso === null || iso === undefined
      ? t('billing.change.periodEnd')
      : formatBillingDate(iso, i18n.language);
}
