/**
 * The tap a traveller made on the prerendered page before it was live (ADR 362): the page's head
 * script (contracts `EARLY_TAP_SCRIPT`) keeps the last button tapped inside `[data-replay-taps]`
 * while the app's script is on its way. Call once the page's own buttons work (in a layout
 * effect, so no event can reach the page between its hydration and this call): from then on
 * nothing is kept, and the kept tap, if its button is still there and enabled, is made again.
 */
interface EarlyTapWindow {
  __ftLive?: boolean;
  __ftTap?: HTMLButtonElement;
}

export function replayEarlyTap(): void {
  const w = window as unknown as EarlyTapWindow;
  w.__ftLive = true;
  const tap = w.__ftTap;
  w.__ftTap = undefined;
  if (tap?.isConnected && !tap.disabled) tap.click();
}
