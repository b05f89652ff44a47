/** The operations console pages (issue 15 §7): one lazy chunk, outside the landing page's budget. */

export { OfficersPage as OpsOfficersRoute } from '../../features/ops/officers-page';
export { OpsBoardPage as OpsBoardRoute } from '../../features/ops/ops-board-page';
export { StaffPage as OpsStaffRoute } from '../../features/ops/staff-page';
export { AirportsPage as OpsAirportsRoute } from '../../features/ops-airports/index';
