import { Construction, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { InDevelopmentBadge } from './in-development-badge';

type ComingSoonProps = {
  title: string;
  description: string;
  icon?: LucideIcon;
  children?: ReactNode;
};

/** A page that exists in the navigation but whose feature arrives in a later release. */
export function ComingSoon({
  title,
  description,
  icon: Icon = Construction,
  children,
}: ComingSoonProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
        <span className="mb-6 grid size-14 place-items-center rounded-card bg-brand-100 text-brand-600">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-pretty text-ink-muted">{description}</p>
        <InDevelopmentBadge className="mt-8" />
        {children}
      </div>
    </div>
  );
}
