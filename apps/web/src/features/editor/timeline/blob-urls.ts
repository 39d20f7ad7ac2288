// Object URLs for posters, made once per blob and kept while the page lives (posters are a few
// KB each and the library holds them anyway).
const urls = new WeakMap<Blob, string>();

export function blobUrl(blob: Blob | undefined): string | undefined {
  if (!blob) return undefined;
  let url = urls.get(blob);
  if (url === undefined) {
    url = URL.createObjectURL(blob);
    urls.set(blob, url);
  }
  return url;
}
