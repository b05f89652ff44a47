/**
 * /ops/reports (issue 30), dispatcher and admin: the business over a range of Lagos dates
 * (yesterday, last 7 / 30 / 90 days, or custom). Admins see the money; everyone here sees the
 * work and the quality, and the latest reconciliation with Paystack. Every chart has its table, and every table downloads as CSV. The range
 * lives in the address, so a view can be shared and survives a reload. This page is its own
 * chunk with the chart library: no other page loads it (ADR 175).
 */
import { useAuth } from '../auth/index';
import { StaffLayout } from '../ops/index';
import { MoneySection } from './components/money-section';
import { QualitySection } from './components/quality-section';
import { RangeForm } from './components/range-form';
import { ReconciliationSection } from './components/reconciliation-section';
import { WorkSection } from './components/work-section';
import { useReportRange } from './use-report-range';

export function ReportsPage() {
  const { user } = useAuth();
  const { preset, range, setPreset, setDates } = useReportRange();
  return (
    <StaffLayout title="Reports" description="The business over a range of days (WAT).">
      <RangeForm preset={preset} range={range} setPreset={setPreset} setDates={setDates} />
      {user?.role === 'admin' ? <MoneySection range={range} /> : null}
      {user?.role === 'admin' ? <ReconciliationSection range={range} /> : null}
      <WorkSection range={range} />
      <QualitySection range={range} />
    </StaffLayout>
  );
}
