/** 'Notifications on this device' on the profile page (services.md §7). */
export const pushCopy = {
  heading: 'Notifications on this device',
  text: 'Get a notification on this device for reminders and when your doctor is ready.',
  checking: 'Checking this device…',
  unsupported:
    'This browser cannot show notifications from Sustho. Install the app or use a recent browser to get them.',
  denied:
    "Notifications are blocked for this site. Allow them in your browser's site settings, then reload this page.",
  off: 'Notifications are off on this device.',
  on: 'Notifications are on for this device.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off notifications',
  test: 'Send a test notification',
  turnedOn: 'Notifications are now on for this device.',
  turnedOff: 'Notifications are now off on this device.',
  notAllowed: 'Notifications were not allowed, so none will come to this device.',
  failed: 'Notifications could not be turned on. Please try again.',
  sent: (devices: number) =>
    devices === 1
      ? 'A test notification is on its way to your device.'
      : `A test notification is on its way to your ${devices} devices.`,
  noDevices: 'No device of yours has notifications on.',
};
