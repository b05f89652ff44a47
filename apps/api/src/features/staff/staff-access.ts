/**
 * The one role check of every staff route (issue 15 §2; architecture guide "Staff"). Used once
 * per plugin scope that groups the routes of the same roles (code-health issue, item 7):
 * `scope.addHook('onRequest', staffOnly(scope, 'dispatcher', 'admin'))`.
 *
 * - No or bad token: 401 (as every signed-in route).
 * - A customer: 404, so staff routes do not reveal that they exist.
 * - A deactivated account: 401, even while its access token has not expired.
 * - Staff with another role: 403.
 * The role is read from the database, never taken from the token alone; `request.user.role` is
 * set to it for the handler.
 *
 * `deskOnly` is the same check for the desk's own routes about one booking (dispatcher, admin;
 * issue 36 item 3): an officer gets 404 as a customer does, as for an unknown id.
 */
import type { StaffRole } from '@fasttrack/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { findActiveRole } from '../users/index';

export function staffOnly(app: FastifyInstance, ...roles: StaffRole[]) {
  return roleCheck(app, roles, () => AppError.forbidden());
}

export function deskOnly(app: FastifyInstance) {
  return roleCheck(app, ['dispatcher', 'admin'], () => AppError.notFound());
}

function roleCheck(app: FastifyInstance, roles: readonly StaffRole[], otherRole: () => AppError) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await app.authenticate(request, reply);
    if (request.user.role === 'customer') throw AppError.notFound();
    const role = await findActiveRole(app.db, request.user.userId);
    if (!role) throw AppError.unauthorized('This account is no longer active.');
    if (role === 'customer') throw AppError.notFound();
    request.user = { ...request.user, role };
    if (!(roles as readonly string[]).includes(role)) throw otherRole();
  };
}
