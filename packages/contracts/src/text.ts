/**
 * Text that no field may carry (issue 14, item 5): the NUL character, which PostgreSQL refuses
 * in `text` columns (the query fails and the client saw a 500), and lone UTF-16 surrogates,
 * which are not Unicode text and cannot be stored or encoded as UTF-8.
 * The API refuses such input once, for every route, before schema validation; the web client
 * may use the same check for its forms.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Message for a field that carries such characters. */
export const UNSAFE_TEXT_MESSAGE = 'Contains characters that are not allowed';

/** True when `text` holds a NUL character or a lone surrogate. */
export function hasUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * Objects whose fields are walked. Binary bodies (Buffer, typed arrays) are not text. Parsed
 * params and query strings are not always plain: routers build them on prototype-less classes.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  return !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}

/**
 * Walks a parsed JSON-like value (plain objects, arrays, strings; keys too) and returns the
 * dotted path of the first string with unsafe text, `''` for the value itself, or `null` when
 * all is clean. Iterative and cycle-safe, so a deeply nested body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'object' && current !== null) {
      if (seen.has(current)) continue;
      seen.add(current);
    }
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => {
        stack.push([item, path ? `${path}.${i}` : String(i)]);
      });
    } else if (isRecord(current)) {
      for (const [key, item] of Object.entries(current)) {
        const child = path ? `${path}.${key}` : key;
        if (hasUnsafeText(key)) return child;
        stack.push([item, child]);
      }
    }
  }
  return null;
}
