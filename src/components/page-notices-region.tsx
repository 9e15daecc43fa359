import { pwaCopy } from '../content/pwa';
import { PAGE_NOTICES_ATTRIBUTE } from '../lib/page-marks';

/**
 * The page's one live region, in every page's HTML beside the app, outside what React hydrates:
 * in the accessibility tree from the first paint, so each message added is announced once. The
 * page's own notices go into its list (page-notice.ts: a notice is a copy of the template's item),
 * and sonner's toasts into the toaster mounted beside it on the first toast (toast.ts).
 */
export function PageNoticesRegion() {
  return (
    <section
      className="worker-notices"
      aria-label={pwaCopy.noticesLabel}
      aria-live="polite"
      {...{ [PAGE_NOTICES_ATTRIBUTE]: '' }}
    >
      <ol />
      <template>
        <li className="worker-notice">
          <div className="worker-notice-text">
            <p className="worker-notice-title" />
            <p className="worker-notice-description" />
          </div>
          <button type="button" className="button button-primary button-small" />
          <button type="button" className="worker-notice-close" aria-label={pwaCopy.closeNotice}>
            ×
          </button>
        </li>
      </template>
    </section>
  );
}
