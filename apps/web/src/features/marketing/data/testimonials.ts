/**
 * The landing page's testimonials. These are EXAMPLES written by the team to show how the section
 * looks — no creator said them — and the page labels them so. Replace them with real reviews (with
 * the creators' permission) once there are some; their texts live in `locales/*.json` under
 * `landing.reviews.items.<id>`.
 */
export type Testimonial = {
  id: 'cooking' | 'tech' | 'teacher' | 'travel';
  /** Shown in the avatar circle. */
  initials: { en: string; ru: string };
  /** Avatar background (theme colour classes). */
  tone: string;
};

export const TESTIMONIALS_ARE_EXAMPLES = true;

export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 'cooking', initials: { en: 'MK', ru: 'МК' }, tone: 'bg-brand-600' },
  { id: 'tech', initials: { en: 'DR', ru: 'ДР' }, tone: 'bg-accent-600' },
  { id: 'teacher', initials: { en: 'AS', ru: 'АС' }, tone: 'bg-success-700' },
  { id: 'travel', initials: { en: 'TW', ru: 'ТУ' }, tone: 'bg-brand-700' },
];
