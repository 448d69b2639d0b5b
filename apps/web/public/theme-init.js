// Applies the remembered theme before the first paint, so a dark-theme visitor sees no light flash.
// It is a file, not an inline script, because the Content-Security-Policy forbids inline scripts.
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'dark' || theme === 'light')
    document.documentElement.setAttribute('data-theme', theme);
} catch {
  // Storage can be refused (private browsing): the default light theme stays.
}
