/**
 * What the leads feature offers other features: the erasure of the leads captured for an
 * e-mail address when its account is deleted (privacy feature).
 */
export { deleteLeadsOfEmail } from './leads.repository';
