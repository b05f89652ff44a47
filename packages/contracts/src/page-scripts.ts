/**
 * The one inline script the web app's HTML carries, shared so that the API can allow exactly it in
 * its Content-Security-Policy (by SHA-256 hash) and the build can write exactly it (ADR 071).
 *
 * The prerendered signed-in pages (`/dashboard`) start with it, in `<head>`: a visitor with no
 * stored session (spec §3 Browser storage: `authToken`), or whose browser refuses storage, is sent
 * to `/` replacing the history entry (spec §2 Routes), and the page is hidden so that it never
 * paints a dashboard frame that is not theirs while the navigation starts.
 */
export const SIGNED_OUT_REDIRECT_SCRIPT =
  "try{if(!localStorage.getItem('authToken'))throw 0}catch(e){document.documentElement.style.display='none';location.replace('/')}";
