import { outboxCopy as copy } from '../../../content/outbox';

// Made on first use, not when the module runs: making a formatter loads its locale's data, which
// took a large share of the app's start at a phone's 4x slowdown. This module runs with the app
// on every page, and most visitors never see a saved enquiry.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
function relative(): Intl.RelativeTimeFormat {
  relativeFormat ??= new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  return relativeFormat;
}

/** 'just now', '5 minutes ago', 'yesterday': how long ago an enquiry was saved. */
export function savedAge(createdAt: number, now: number): string {
  const minutes = Math.floor((now - createdAt) / 60_000);
  if (minutes < 1) return copy.justNow;
  if (minutes < 60) return relative().format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative().format(-hours, 'hour');
  return relative().format(-Math.floor(hours / 24), 'day');
}
