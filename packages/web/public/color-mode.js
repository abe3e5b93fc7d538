// Runs before the first paint (a blocking script in <head>, allowed by the CSP's script-src 'self'): puts the
// light or dark class on <html> so the page never flashes the wrong theme. The same rule as
// src/theme/color-mode.ts, which takes over once the app runs (color-mode.test.ts holds the two together).
(() => {
  let choice = null;
  try {
    choice = localStorage.getItem('portal.color-mode');
  } catch {
    // Storage blocked: follow the device.
  }
  const dark =
    choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  const mode = dark ? 'dark' : 'light';
  document.documentElement.classList.add(mode);
  document.documentElement.style.colorScheme = mode;
})();
