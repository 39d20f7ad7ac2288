/** Whether a request URL addresses the JSON API rather than a page or asset. */
export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
