// On a page the server rendered, the app's code starts to load once the page has been painted: on
// a phone's slow link the page's text and styles then arrive first, and the code that makes the
// page interactive follows. The server names the code's files on this script element
// (apps/api/src/plugins/page-renderer.ts). Until the code runs, the page's buttons stay disabled.
const script = document.querySelector('script[data-entry]');
const preloads = script.dataset.preload ? script.dataset.preload.split(' ') : [];
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(script.dataset.entry);
  }),
);
