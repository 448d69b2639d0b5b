import type { Plugin } from 'vite';

/** The file, in each build's output folder, that names the mode the build was made in. */
export const BUILD_MODE_FILE = 'build-mode.txt';

/**
 * Writes "production" or "development" into the build's output, so that `npm start` can tell a
 * production build from one made with NODE_ENV=development (React's slow, noisy development
 * build) and rebuild it.
 */
export function buildMode(): Plugin {
  let mode = 'production';
  return {
    name: 'sustho-build-mode',
    apply: 'build',
    configResolved(config) {
      mode = config.isProduction ? 'production' : 'development';
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_MODE_FILE, source: `${mode}\n` });
    },
  };
}
