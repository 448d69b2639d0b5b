// Applies the theme before the first paint, so a dark-theme visitor sees no light flash: the one the
// visitor chose with the toggle (remembered in local storage), else the phone's or computer's own
// setting, followed live until the visitor chooses (decision 041).
// It is a file, not an inline script, because the Content-Security-Policy forbids inline scripts.
(function () {
  var system = matchMedia('(prefers-color-scheme: dark)');
  function chosen() {
    try {
      var theme = localStorage.getItem('theme');
      return theme === 'dark' || theme === 'light' ? theme : null;
    } catch {
      // Storage can be refused (private browsing): the system's setting applies.
      return null;
    }
  }
  function apply() {
    var theme = chosen() || (system.matches ? 'dark' : 'light');
    document.documentElement.setAttribute('data-theme', theme);
  }
  apply();
  system.addEventListener('change', function () {
    if (!chosen()) apply();
  });
})();
