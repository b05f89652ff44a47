/** /pass/:token (issue 36 item 1): the lead passenger's pass; public, its own lazy chunk. */
export { PassPage as PassRoute } from '../../features/live/pass-page';
