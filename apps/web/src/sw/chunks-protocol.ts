/**
 * The message by which a page hands the worker the chunks it loaded before the worker controlled
 * it (ADR 367): `{ type: KEEP_LOADED_CHUNKS, urls }` with a `MessagePort` transferred alongside;
 * the worker keeps this origin's `/assets/` files among `urls` (./loaded-chunks.ts) and then posts
 * an empty message on the port. Its own module, apart from ./shell-protocol.ts: the page's side
 * (sw-register.ts) is loaded by every first visit, and a shared module would be a chunk of its own.
 */
export const KEEP_LOADED_CHUNKS = 'keep-loaded-chunks';
