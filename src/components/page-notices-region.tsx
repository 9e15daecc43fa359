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
      className="page-notices"
      aria-label={pwaCopy.noticesLabel}
      aria-live="polite"
      {...{ [PAGE_NOTICES_ATTRIBUTE]: '' }}
    >
      <ol />
      <template>
        <li className="page-notice">
          <div className="page-notice-text">
            <p className="page-notice-title" />
            <p className="page-notice-description" />
          </div>
          <button type="button" className="button button-primary button-small" />
          <button type="button" className="page-notice-close" aria-label={pwaCopy.closeNotice}>
            ×
          </button>
        </li>
      </template>
    </section>
  );
}
