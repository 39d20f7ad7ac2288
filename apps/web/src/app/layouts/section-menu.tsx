import { Menu, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismissOnOutside } from './use-dismiss-on-outside';

type Section = 'features' | 'pricing' | 'reviews';

type SectionMenuProps = {
  sections: readonly Section[];
  onSelect: (section: Section) => void;
};

/**
 * The landing page's sections on phones, where the header has no room for them: a menu button
 * that discloses them. Escape or a click elsewhere closes it; Escape returns focus to the button.
 */
export function SectionMenu({ sections, onSelect }: SectionMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismissOnOutside(open, setOpen, rootRef, buttonRef);

  const Icon = open ? X : Menu;
  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.menu')}
        onClick={() => setOpen((value) => !value)}
        className="grid size-10 place-items-center rounded-control text-ink hover:bg-surface-sunken"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label={t('header.sectionsLabel')}
        className="absolute inset-x-0 top-full border-b border-line bg-surface px-4 py-2 shadow-card"
      >
        <ul>
          {sections.map((section) => (
            <li key={section}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onSelect(section);
                }}
                className="w-full rounded-control px-3 py-3 text-left text-base font-medium text-ink hover:bg-surface-sunken"
              >
                {t(`header.${section}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
