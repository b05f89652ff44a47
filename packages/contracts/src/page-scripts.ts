/**
 * The one inline script the web app's HTML carries ({@link SIGNED_IN_PAGE_HEAD_SCRIPT}), shared so
 * that the API can allow exactly it in its Content-Security-Policy (by SHA-256 hash) and the build
 * can write exactly it (ADR 071).
 *
 * The prerendered signed-in pages (`/dashboard`) start with it, in `<head>`: a visitor with no
 * stored session (spec §3 Browser storage: `authToken`), or whose browser refuses storage, is sent
 * to `/` replacing the history entry (spec §2 Routes), and the page is hidden so that it never
 * paints a dashboard frame that is not theirs while the navigation starts.
 */
export const SIGNED_OUT_REDIRECT_SCRIPT =
  "try{if(!localStorage.getItem('authToken'))throw 0}catch(e){document.documentElement.style.display='none';location.replace('/')}";

/**
 * Keeps the last tap on a button of the prerendered page's content (`[data-replay-taps]`) made
 * before the app has taken the page over, when that button does nothing yet (ADR 362). The page
 * replays it once it is live (web `lib/early-tap.ts`), so a traveller who taps New Booking while
 * the page's script is still on its way gets the dialog instead of nothing.
 */
export const EARLY_TAP_SCRIPT =
  "addEventListener('click',function(e){var b=!window.__ftLive&&e.target.closest&&e.target.closest('[data-replay-taps] button');if(b)window.__ftTap=b},true)";

/** The head script of the prerendered signed-in pages (`/dashboard`). */
export const SIGNED_IN_PAGE_HEAD_SCRIPT = `${SIGNED_OUT_REDIRECT_SCRIPT};${EARLY_TAP_SCRIPT}`;
