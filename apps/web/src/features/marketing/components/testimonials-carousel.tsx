import { Quote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TESTIMONIALS, TESTIMONIALS_ARE_EXAMPLES } from '../data/testimonials';
import { useCarousel } from '../hooks/use-carousel';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

/**
 * Reviews, one at a time, moving on every 5 s. It holds still while the pointer is over it or
 * focus is inside it, and never moves by itself for visitors who asked for reduced motion; the
 * dots choose a review. Screen readers hear a change only when the visitor made it.
 */
export function TestimonialsCarousel() {
  const { t, i18n } = useTranslation('marketing');
  const reduceMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused || reduceMotion;
  const { index, select } = useCarousel(TESTIMONIALS.length, paused);
  const language = i18n.language === 'ru' ? 'ru' : 'en';
  const current = TESTIMONIALS[index]!;
  const total = TESTIMONIALS.length;

  return (
    <section
      id="reviews"
      tabIndex={-1}
      aria-labelledby="reviews-title"
      className="scroll-mt-20 py-20 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-3xl px-6 text-center">
        <h2 id="reviews-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('landing.reviews.heading')}
        </h2>
        {TESTIMONIALS_ARE_EXAMPLES && (
          <p className="mx-auto mt-4 max-w-xl text-sm text-ink-muted">
            {t('landing.reviews.examplesNote')}
          </p>
        )}
        <div
          role="group"
          aria-roledescription="carousel"
          aria-label={t('landing.reviews.carouselLabel')}
          className="mt-10"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null))
              setFocused(false);
          }}
        >
          <div aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
            {/* Tall enough for the longest review in either language, so nothing below moves. */}
            <div
              key={current.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('landing.reviews.slideLabel', { number: index + 1, total })}
            >
              <figure className="flex min-h-96 flex-col items-center justify-center rounded-panel border border-line bg-surface px-6 py-8 shadow-card sm:min-h-80 sm:px-10">
                <Quote aria-hidden="true" className="size-8 text-brand-600" />
                <blockquote className="mt-4 text-lg text-pretty sm:text-xl">
                  <p>{t(`landing.reviews.items.${current.id}.quote`)}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 text-left">
                  <span
                    aria-hidden="true"
                    className={`grid size-10 place-items-center rounded-full text-sm font-bold text-white ${current.tone}`}
                  >
                    {current.initials[language]}
                  </span>
                  <span>
                    <span className="block font-semibold">
                      {t(`landing.reviews.items.${current.id}.name`)}
                    </span>
                    <span className="block text-sm text-ink-muted">
                      {t(`landing.reviews.items.${current.id}.role`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          </div>
          <div
            role="group"
            aria-label={t('landing.reviews.dotsLabel')}
            className="mt-6 flex justify-center gap-1"
          >
            {TESTIMONIALS.map((testimonial, dot) => (
              <button
                key={testimonial.id}
                type="button"
                aria-label={t('landing.reviews.dotLabel', { number: dot + 1 })}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => select(dot)}
                className="grid size-11 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full transition-colors ${dot === index ? 'bg-brand-600' : 'bg-ink-muted/50 hover:bg-ink-muted'}`}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
