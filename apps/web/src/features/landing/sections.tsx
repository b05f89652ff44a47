/**
 * Landing sections below the hero (spec §1): figures, features, how it works, testimonials.
 * Nothing in them responds to input, so a first visit gets them as prerendered HTML that React
 * never hydrates, and this module loads only when `/` renders in the browser (ADR 175).
 */
import { Award, Clock, ListChecks, Luggage, MessageSquareLock, ShieldCheck, Star } from 'lucide-react';
import { anchors } from '../../lib/paths';
import { features, stats, steps, testimonials } from './content';

const icons = {
  shield: ShieldCheck,
  clock: Clock,
  luggage: Luggage,
  steps: ListChecks,
  chat: MessageSquareLock,
  award: Award,
} as const;

/** Every section below the hero, in page order. */
export function LandingSections() {
  return (
    <>
      <StatsBand />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
    </>
  );
}

export function StatsBand() {
  return (
    <section aria-label="FastTrack LOS in figures" className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 text-center sm:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse">
            <dt className="text-sm font-medium text-slate-700">{s.label}</dt>
            <dd className="text-3xl font-extrabold text-brand-700">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function FeaturesSection() {
  return (
    <section id={anchors.features} aria-labelledby="features-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
          Why travellers choose FastTrack LOS
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => {
            const Icon = icons[f.icon];
            return (
              <li key={f.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{f.title}</h3>
                <p className="mt-2 text-slate-700">{f.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorksSection() {
  return (
    <section id={anchors.howItWorks} aria-labelledby="how-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-title" className="text-center text-3xl font-bold text-slate-900">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.title} className="rounded-xl border border-slate-200 p-6">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-2 text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold text-slate-900">
          What our customers say
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div role="img" aria-label={`Rated ${t.rating} out of 5`} className="flex gap-0.5 text-amber-500">
                  {Array.from({ length: t.rating }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: identical stars
                    <Star key={i} aria-hidden="true" className="h-5 w-5 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-4 text-slate-800">“{t.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-slate-900">{t.name}</span>
                  <span className="text-slate-700">, {t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
