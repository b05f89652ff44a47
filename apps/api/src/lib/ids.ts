/**
 * Path ids of organisation and partner routes are checked here rather than by the route schema: a
 * malformed id answers 404 as an unknown one does (architecture "Tenancy"), and never reaches SQL
 * as a uuid.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` is a UUID (any version). */
export const isUuid = (id: string) => UUID.test(id);
