import { siteConfig } from './site-config';

/** Words for installing the app, working offline and updating. */
export const pwaCopy = {
  offlineReady: 'Ready to work offline',
  offlineReadyDescription: 'Pages you have visited open even without a connection.',
  updateAvailable: 'A new version is available',
  updateDescription: 'Reload to use it.',
  reload: 'Reload',
  offline:
    'You are offline. Pages still open, and enquiries are kept on this device and sent when you reconnect.',
  /** A link tapped offline to a page this device does not have yet. */
  linkOffline: 'You are offline',
  linkOfflineDescription:
    'That page is not on this device yet. It will open as soon as you are back online.',
  install: 'Install app',
  installIosTitle: `Install ${siteConfig.brandName}`,
  installIosSteps: [
    'Tap the Share button in Safari’s toolbar.',
    'Choose “Add to Home Screen”.',
    'Tap “Add”.',
  ],
  close: 'Close',
  noticesLabel: 'Notifications',
  closeNotice: 'Close notification',
} as const;
