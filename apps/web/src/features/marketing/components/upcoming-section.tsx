import type { ReactNode } from 'react';
import { InDevelopmentBadge } from '../../../components/ui/in-development-badge';

type UpcomingSectionProps = {
  id: string;
  title: string;
  children: ReactNode;
};

/** A landing section whose content is not ready yet, and says so instead of showing filler. */
export function UpcomingSection({ id, title, children }: UpcomingSectionProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 py-20 outline-none"
    >
      <div className="mx-auto max-w-3xl px-6 text-center">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{children}</p>
        <InDevelopmentBadge className="mt-6" />
      </div>
    </section>
  );
}
