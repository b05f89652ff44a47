/**
 * Site footer, the `#contact` anchor (spec §1, §2): quick links, social links, phone, e-mail and
 * city, plus the terms and privacy pages.
 */
import { Mail, MapPin, Phone, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { anchors, paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { sectionLinks } from './nav-items';

const footerLink =
  'rounded text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function SiteFooter() {
  return (
    <footer id={anchors.contact} className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Plane aria-hidden="true" className="h-5 w-5" />
            {site.name}
          </p>
          <p className="mt-2 text-sm">
            Meet-and-greet and fast-track escort by vetted protocol officers at Lagos airport.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-semibold text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {sectionLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.business} className={footerLink}>
                For business
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Follow Us</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {site.social.map((s) => (
              <li key={s.href}>
                <a href={s.href} className={footerLink} rel="noopener noreferrer" target="_blank">
                  {s.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">Contact Us</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="h-4 w-4" />
              <a href={site.phoneHref} className={footerLink}>
                {site.phoneDisplay}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="h-4 w-4" />
              <a href={`mailto:${site.email}`} className={footerLink}>
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              {site.city}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm">
          {/* The landing page's HTML is prerendered at build time, possibly in an earlier year. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <Link to={paths.terms} className={footerLink}>
              Terms of Service
            </Link>
            <Link to={paths.privacy} className={footerLink}>
              Privacy Policy
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
