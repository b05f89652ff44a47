/**
 * Shared frame of /terms and /privacy (issue 19 §2): a readable column (one measure at any width,
 * 360 px included), an "updated" line, sections with their own headings, and the contact block.
 */
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { site } from '../../lib/site';

/** Date the texts last changed, shown at the top of both pages. */
export const LEGAL_UPDATED = '23 November 2026';

export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={title} description={`Last updated ${LEGAL_UPDATED}`} />
      <div className="mt-6 flex flex-col gap-8 text-base leading-relaxed text-slate-800 [overflow-wrap:anywhere]">
        <p>{intro}</p>
        {children}
      </div>
    </PageContainer>
  );
}

/** One numbered part of a legal page; `id` makes it linkable (e.g. /privacy#delete). */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="flex scroll-mt-20 flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A plain bulleted list with the page's spacing. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5">{children}</ul>;
}

const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** How to reach the company: the footer's e-mail, phone and city (spec §1). */
export function ContactDetails() {
  return (
    <ul className="flex flex-col gap-1">
      <li>
        E-mail:{' '}
        <a className={link} href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </li>
      <li>
        Phone:{' '}
        <a className={link} href={site.phoneHref}>
          {site.phoneDisplay}
        </a>
      </li>
      <li>
        Address: {site.name}, {site.city}
      </li>
    </ul>
  );
}

export const legalLinkClass = link;
