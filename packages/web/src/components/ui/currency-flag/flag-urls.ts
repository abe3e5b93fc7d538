// Every flag of country-flag-icons (3:2) as a hashed SVG file of the app's own origin: this map costs a few
// kB and loads with the first flag shown; each image is fetched only when a flag of it is drawn.
const files = import.meta.glob<string>('country-flag-svg/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** Flag image URLs by upper-case code ('GB', 'EU', 'GB-ENG'). */
export const FLAG_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [path.replace(/^.*\//, '').replace(/\.svg$/, ''), url]),
);
