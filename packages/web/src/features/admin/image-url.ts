/**
 * Where the browser fetches a stored image: image-host URLs and server-relative paths as they are;
 * bare file names (older artist uploads) are served from the site root (docs/api.md#records).
 */
export function imageUrl(path: string): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}
