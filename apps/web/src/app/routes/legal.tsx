/**
 * /terms and /privacy (spec §2: named routes whose content the spec does not show). Short
 * statements of what the product does with bookings and personal data.
 */
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';

export function TermsRoute() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Terms of Service" />
      <div className="mt-6 space-y-4 text-slate-800">
        <p>
          FastTrack LOS arranges meet-and-greet and fast-track escort by a protocol officer at Lagos airport for the
          flight and service type you book. Prices are shown in US dollars and charged in Naira at the exchange rate
          shown when you book.
        </p>
        <p>
          Time savings are typical figures, not guarantees: queues and official procedures at the airport remain outside
          our control.
        </p>
      </div>
    </PageContainer>
  );
}

export function PrivacyRoute() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Privacy Policy" />
      <div className="mt-6 space-y-4 text-slate-800">
        <p>
          We keep the details you give us (name, e-mail, phone, date of birth, nationality) and your bookings to provide
          the service and contact you about it. Card details go to the payment provider and never reach our servers.
        </p>
        <p>We send marketing messages only if you agreed to receive them.</p>
      </div>
    </PageContainer>
  );
}
