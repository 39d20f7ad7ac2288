import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The texts of each section (title, lead, points) live in legal.json, in reading order.
const SECTIONS = ['collection', 'use', 'sharing', 'security'] as const;

export type PrivacySectionKey = (typeof SECTIONS)[number];

/**
 * The policy's four sections as disclosure buttons. Each opens and closes on its own, so a
 * reader can keep two side by side; the first is open when the page loads.
 */
export function PrivacyAccordion() {
  const { t } = useTranslation('legal');
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<PrivacySectionKey>>(() => new Set(['collection']));

  const toggle = (key: PrivacySectionKey) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="divide-y divide-line rounded-panel border border-line bg-surface shadow-card">
      {SECTIONS.map((key) => {
        const texts = t(`privacy.sections.${key}`, { returnObjects: true });
        const expanded = open.has(key);
        const buttonId = `${baseId}-${key}-button`;
        const panelId = `${baseId}-${key}-panel`;
        return (
          <div key={key}>
            <h2>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(key)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold hover:bg-surface-muted"
              >
                {texts.title}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-ink-muted transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-6 pb-6"
            >
              <p className="text-ink-muted">{texts.lead}</p>
              <ul className="mt-4 space-y-3">
                {Object.entries(texts.points).map(([point, { title, text }]) => (
                  <li key={point} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500"
                    />
                    <span>
                      <strong className="font-semibold">{title}</strong> {text}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        );
      })}
    </div>
  );
}
