import { pwaCopy } from '../content/pwa';
import { PAGE_NOTICES_ATTRIBUTE } from '../lib/page-marks';

/**
 * Where the page's own notices go (page-notice.ts), in every page's HTML beside the app, outside
 * what React hydrates: its live region is in the accessibility tree from the first paint, so each
 * notice added is announced once, and a notice is a copy of the template's item.
 */
export function PageNoticesRegion() {
  return (
    <section
      className="worker-notices"
      aria-label={pwaCopy.noticesLabel}
      {...{ [PAGE_NOTICES_ATTRIBUTE]: '' }}
    >
      <ol aria-live="polite" />
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
