/**
 * Part of a prerendered page that does not respond to input (ADR 175): the browser keeps the HTML
 * the build rendered for it and React never hydrates it, so its code is not on the first load and
 * hydrating the page costs nothing for it.
 *
 * - At build time (no `document`) it renders `<div id={id}>` with `content`, which the
 *   prerender waits for like any lazy component.
 * - In the browser, when the page's HTML holds an element with that `id` as React first renders
 *   this component (hydrating the prerendered page), it renders the same element with that
 *   element's own markup as `dangerouslySetInnerHTML`: React keeps children it is given that way
 *   and does not walk them.
 * - Otherwise (the page is reached by a client-side navigation, or its HTML was not prerendered)
 *   it renders `content`, whose chunk loads then.
 *
 * `content` must render the same for every visitor and never read browser state: the kept HTML
 * is the build's. `id` must be unique in the page.
 */
import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react';

export interface StaticMarkupProps {
  /** The wrapping element's id, which the browser looks up to find the prerendered markup. */
  id: string;
  /** The markup's component, as `React.lazy`, so that its code loads only when it renders. */
  content: LazyExoticComponent<ComponentType>;
}

export function StaticMarkup({ id, content: Content }: StaticMarkupProps) {
  // Read once, when this component first renders: later renders keep the same markup.
  const [prerendered] = useState(() =>
    typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  );
  if (prerendered !== null) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own markup, read back from this page's DOM; no input reaches it
    return <div id={id} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  }
  return (
    <div id={id}>
      <Suspense fallback={null}>
        <Content />
      </Suspense>
    </div>
  );
}
