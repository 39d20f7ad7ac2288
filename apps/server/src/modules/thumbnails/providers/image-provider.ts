import type { ThumbnailProvider, ThumbnailStyle } from '@reelwright/contracts';

/** A picture the user gave: checked PNG, JPEG or WebP bytes. */
export interface ImageInput {
  name: string;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Uint8Array;
}

/** One variation to draw. */
export interface VariationRequest {
  /** the full prompt sent to a vendor (idea, style guidance, variation number) */
  prompt: string;
  description: string;
  style: ThumbnailStyle;
  /** 1-based */
  variation: number;
  /** text to show on the thumbnail; '' for none */
  headline: string;
  reference?: ImageInput | undefined;
  objects: readonly ImageInput[];
  signal: AbortSignal;
}

/** Draws thumbnails: the built-in compositor or an image vendor. */
export interface ImageProvider {
  name: ThumbnailProvider;
  /** Pause between variations (vendors rate-limit: the spec's 500 ms). */
  pauseBetweenMs: number;
  /** A PNG of exactly 1280×720. Rejects with a ThumbnailVendorError for the user to read. */
  draw(request: VariationRequest): Promise<Uint8Array>;
}

/** A vendor's failure, its message already in the words the user should see. */
export class ThumbnailVendorError extends Error {
  override name = 'ThumbnailVendorError';
}
