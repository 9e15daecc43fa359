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
