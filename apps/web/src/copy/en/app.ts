/** The installable app (services.md §7): offline, updates, installing. */
export const appCopy = {
  offline: 'You are offline',
  offlineAsOf: (time: string) => `Offline · as of ${time}`,
  updateReady: 'A new version of Sustho is ready.',
  reloadToUpdate: 'Reload to update',
  install: 'Install app',
  addToHomeScreen:
    'On your phone, open the browser menu and choose "Add to Home screen". On an iPhone, tap Share, then "Add to Home Screen".',
};
