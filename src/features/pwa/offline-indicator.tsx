import { pwaCopy } from '../../content/pwa';
import { useOnlineStatus } from '../../lib/use-online-status';

/** A quiet bar while the device is offline; screen readers hear it as it appears. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status" className="offline-indicator-region">
      {online ? null : <p className="offline-indicator">{pwaCopy.offline}</p>}
    </div>
  );
}
