import { lazy, Suspense, useState, type ComponentType } from 'react';
import { lazyRoute } from '../../lib/lazy-route';
import { Spinner } from './spinner';

/**
 * A dialog whose code (its form, its schema and zod with it) is loaded the first time it opens,
 * not with the page that offers it, so the page starts sooner on a phone (decision 059). Until
 * then nothing renders; while the code arrives a spinner covers the page; once loaded the dialog
 * stays mounted, closed or open, as any dialog. A failed load is the error page's, with Reload,
 * as for a page's code.
 */
export function dialogLoadedOnOpen<Props extends object>(
  chunk: string,
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Dialog = lazy(lazyRoute(chunk, async () => ({ default: await load() })));
  return function DialogLoadedOnOpen(props: Props) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense
        fallback={
          <div className="fixed inset-0 z-50 grid place-items-center bg-black/30">
            <Spinner />
          </div>
        }
      >
        <Dialog {...props} />
      </Suspense>
    );
  };
}
