import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { useCopy } from '../../copy/language';
import { ChunkLoadError } from '../../lib/lazy-route';
import { PageMeta } from '../ui/page-meta';

function describe(error: unknown, notFound: string): { status?: number; reason?: string } {
  if (isRouteErrorResponse(error)) {
    // A bare 404 (an unknown URL) is worded in the visitor's language.
    const given = typeof error.data === 'string' && error.data ? error.data : undefined;
    return {
      status: error.status,
      reason: given ?? (error.status === 404 ? notFound : error.statusText),
    };
  }
  if (error instanceof ChunkLoadError) return { reason: error.message };
  if (error instanceof Error) return { reason: error.message };
  return {};
}

/**
 * The page every route error, unknown URL and failed code load lands on. `withinLayout`: shown
 * inside the app's layout, whose <main> it already sits in, so it adds no second one.
 */
export function ErrorPage({ withinLayout = false }: { withinLayout?: boolean }) {
  const Landmark = withinLayout ? 'div' : 'main';
  const copy = useCopy();
  const error = useRouteError();
  const { status, reason } = describe(error, copy.errors.notFound);
  return (
    <Landmark className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <PageMeta title={`${copy.errors.pageTitle} | Sustho`} description={copy.errors.page} />
      {status && <p className="text-6xl font-bold text-primary">{status}</p>}
      <h1 className="text-2xl font-semibold">{copy.errors.page}</h1>
      {reason && <p className="text-base-content/80">{reason}</p>}
      <div className="flex gap-3">
        {error instanceof ChunkLoadError && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            {copy.errors.reload}
          </button>
        )}
        <Link to={paths.home} className="btn btn-outline">
          {copy.errors.backHome}
        </Link>
      </div>
    </Landmark>
  );
}
