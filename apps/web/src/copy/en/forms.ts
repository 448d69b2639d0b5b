/** What a form says between a press and its answer (components/ui/submit-button.tsx). */
export const formsCopy = {
  kept: 'Got it. Sending as soon as the page has finished loading…',
  keptSlow:
    'The page is still loading on a slow connection. Your request is kept and will be sent once it is ready.',
  /** A plain button pressed before the app runs (public/keep-early-press.js). */
  keptPress: 'Got it. Doing this as soon as the page has finished loading…',
  slowAnswer: 'This is taking longer than usual. You can keep waiting or try again.',
  tryAgain: 'Try again',
};
