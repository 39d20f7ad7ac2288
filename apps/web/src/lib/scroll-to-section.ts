/** Room left above a section so the sticky header does not cover its heading. */
export const SECTION_SCROLL_OFFSET_PX = 80;

/** Scrolls to the section with this id; `false` when the page has no such section (yet). */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const top = section.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  section.focus({ preventScroll: true });
  return true;
}
