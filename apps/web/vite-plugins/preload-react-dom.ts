import type { Plugin } from 'vite';

/**
 * main.tsx imports React DOM dynamically, so that the browser evaluates it in a task of its own
 * rather than in one long task with the rest of the app. Vite preloads only static imports; this
 * adds React DOM's chunk to index.html's preloads, so it still downloads beside the entry.
 */
export function preloadReactDom(): Plugin {
  return {
    name: 'sustho-preload-react-dom',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const chunk = Object.values(context.bundle ?? {}).find(
        (output) =>
          output.type === 'chunk' &&
          output.moduleIds.some((id) => id.includes('/node_modules/react-dom/client')),
      );
      if (!chunk)
        throw new Error(
          'No chunk holds react-dom/client: is it still imported dynamically by main.tsx?',
        );
      return [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head',
        },
      ];
    },
  };
}
