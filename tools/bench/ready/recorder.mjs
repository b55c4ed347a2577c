// What the readiness bench records in the page from its very start (an init script): first paint,
// hydration, the tap and the paint after it, long tasks, and when a watched answer first shows.

/**
 * What `recorder` keeps in the page, in ms on its clock (ReadyRecord); the window of a page
 * openPainted gave, so painted (Ready).
 * @typedef {{ fcp: number | null, hydrated: number | null, tap: number | null, tapToPaint: number | null,
 *   answeredAt: number | null, longTasks: [start: number, duration: number][] }} ReadyRecord
 * @typedef {import('../../browser/controls.mjs').RecordingWindow & { __ready: ReadyRecord & { fcp: number } }} Ready
 */

/**
 * Recorded in the page from its very start: first paint, hydration, the tap and the paint after it;
 * what the tap caused is recorded by `recordEffects` (tools/browser/controls.mjs).
 * @param {(() => boolean) | null} answered
 */
export function recorder(answered) {
  /** @type {ReadyRecord} */
  const record = {
    fcp: null,
    hydrated: null,
    tap: null,
    tapToPaint: null,
    answeredAt: null,
    longTasks: [],
  };
  /** @type {Window & { __ready?: ReadyRecord }} */ (window).__ready = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (record.hydrated === null && document.documentElement.dataset.hydrated)
      record.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  // The tap's answer is the next paint after its events were handled (Event Timing, as INP measures
  // it): the longest duration among the events of the tap's interaction.
  new PerformanceObserver((list) => {
    for (const entry of /** @type {(PerformanceEntry & { interactionId?: number })[]} */ (list.getEntries()))
      if (entry.interactionId && entry.startTime >= (record.tap ?? Infinity) - 1)
        record.tapToPaint = Math.max(record.tapToPaint ?? 0, entry.duration);
  }).observe(
    /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
  );
  // The latest tap: a control in a dialog is tapped after the one that opens the dialog.
  window.addEventListener(
    'pointerdown',
    (event) => {
      record.tap = event.timeStamp;
      record.tapToPaint = null;
    },
    true,
  );
  if (!answered) return;
  // For a watched answer: the first frame from the first paint in which it shows.
  /** @param {number} now */
  const watch = (now) => {
    if (record.fcp !== null && now >= record.fcp && answered()) record.answeredAt = now;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/** In the page: whether it hydrated; whether it drew the watched answer. */
export const hydrated = () => /** @type {Ready} */ (window).__ready.hydrated !== null;
export const drawn = () => /** @type {Ready} */ (window).__ready.answeredAt !== null;
