export const errors = {
  pageTitle: 'Something went wrong',
  page: 'Something wrong happened. Please try again.',
  backHome: 'Back to Homepage',
  reload: 'Reload',
  notFound: 'This page does not exist.',
  network: 'We could not reach the server. Check your internet connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  notJson: 'The server sent an answer we could not read. Please try again.',
  generic: 'Something went wrong. Please try again.',
  retry: 'Try again',
};
