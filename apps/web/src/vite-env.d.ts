/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin when the web app is served from elsewhere; empty means same origin. */
  readonly VITE_API_URL?: string;
}
