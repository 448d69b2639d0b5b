import { useCopy } from '../../copy/language';
import { useInstallApp } from '../../lib/install-prompt';

/**
 * The footer's way to install Sustho (services.md §7): 'Install app' where the browser offers to
 * install it (beforeinstallprompt), else how to add it to the home screen by hand.
 */
export function InstallApp() {
  const copy = useCopy();
  const install = useInstallApp();
  if (!install) return <p className="max-w-xs text-sm">{copy.app.addToHomeScreen}</p>;
  return (
    <button type="button" className="btn btn-primary btn-sm" onClick={() => void install()}>
      {copy.app.install}
    </button>
  );
}
