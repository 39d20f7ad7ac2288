/** Holds the page's place while the first route's code loads; short enough to need no text. */
export function RouteFallback() {
  return <div aria-hidden="true" className="min-h-dvh bg-surface" />;
}
