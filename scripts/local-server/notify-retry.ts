/** `npm run notify:retry`: sends the local database's unsent enquiry emails (docs/operations.md). */
import { resolve } from 'node:path';
import { createSqlEnquiryStore } from '#shared/enquiry-store';
import { readEmailSettings, readNotificationPolicy } from '#shared/handler-config';
import { createResendNotifier } from '#shared/notifier';
import { retryPendingNotifications } from '#shared/notification-sender';
import { DEFAULT_DATA_DIR, openLocalDatabase } from './local-backend';

const problems: string[] = [];
const settings = readEmailSettings(process.env, problems);
const policy = readNotificationPolicy(process.env, problems);
if (problems.length > 0 || !settings) {
  console.error(
    problems.length > 0
      ? problems.join('\n')
      : 'RESEND_API_KEY is not set, so there is no way to send: set it with NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM.',
  );
  process.exit(1);
}

try {
  const database = await openLocalDatabase(resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR));
  try {
    const result = await retryPendingNotifications({
      store: createSqlEnquiryStore(database.sql),
      notifier: createResendNotifier(settings),
      policy,
    });
    console.log(
      `Retried ${result.attempted}: ${result.sent} sent, ${result.failed} failed; ` +
        `${result.summarised} held over the hourly cap sent in a summary.`,
    );
    process.exitCode = result.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
