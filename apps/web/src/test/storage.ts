/** A booking draft as the browser holds it (spec §3 Browser storage), parsed; null when absent. */
export function storedDraft(key: 'bookingFlightData' | 'bookingFormData'): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}
