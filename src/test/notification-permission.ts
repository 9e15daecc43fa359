/**
 * A Chromium-like page for the offer to be told when a kept enquiry has gone: notifications and
 * Background Sync, the browser's question not yet asked, and `answer` as the visitor's answer to
 * it. Returns the question, to see whether it was asked.
 */
export function chromiumLike(answer: NotificationPermission = 'granted') {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('SyncManager', class {});
  return requestPermission;
}
