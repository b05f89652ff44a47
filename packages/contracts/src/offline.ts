/**
 * What the app says when the network is gone (issue 36 item 4; ADR 325), one sentence each,
 * shown word for word wherever the situation arises. The "You are offline" bar's sentence is
 * OFFLINE_BAR_TEXT in first-load-messages.ts: the entry chunk shows it (the route error
 * boundary), and the bundler places whole modules, so this one stays out of the entry.
 */

/** Beside an action that needs the network (receipt, cancel, payment, chat, notifications, new booking). */
export const NEEDS_NETWORK_TEXT = "Available when you're back online";

/** An officer's step or code entry kept on the device until it can be sent. */
export const WAITING_FOR_CONNECTION = 'Waiting for connection';
