import { outboxCopy as copy } from '../../../content/outbox';

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

/** 'just now', '5 minutes ago', 'yesterday': how long ago an enquiry was saved. */
export function savedAge(createdAt: number, now: number): string {
  const minutes = Math.floor((now - createdAt) / 60_000);
  if (minutes < 1) return copy.justNow;
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
