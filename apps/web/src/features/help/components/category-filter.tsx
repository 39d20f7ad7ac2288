import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HELP_CATEGORIES } from '../articles/help-article';
import type { CategoryFilter as Category } from '../help-search';

type CategoryFilterProps = {
  selected: Category;
  counts: Record<Category, number>;
  onSelect: (category: Category) => void;
};

const OPTIONS: readonly Category[] = ['all', ...HELP_CATEGORIES];

/** Toggle buttons: the pressed one is marked by a tick and weight as well as colour. */
export function CategoryFilter({ selected, counts, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation('help');
  return (
    <div
      role="group"
      aria-label={t('categories.label')}
      className="flex flex-wrap justify-center gap-2"
    >
      {OPTIONS.map((category) => {
        const pressed = category === selected;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
            className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm transition-colors ${
              pressed
                ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                : 'border-line-strong bg-surface text-ink hover:border-brand-600 hover:text-brand-700'
            }`}
          >
            {pressed && <Check aria-hidden="true" className="size-4" />}
            {t(`categories.${category}`)}
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${
                pressed ? 'bg-white/20' : 'bg-surface-sunken text-ink-muted'
              }`}
            >
              {counts[category]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
