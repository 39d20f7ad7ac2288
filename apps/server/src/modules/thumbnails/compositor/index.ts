// The built-in thumbnail compositor: renders real thumbnails offline (no vendor, no network),
// and turns vendors' images into the 1280×720 PNG every thumbnail is. Drawing is @napi-rs/canvas
// (Skia); decoding, resizing, blurring and PNG encoding are sharp (libvips).
export { coverToThumbnail } from './cover-image';
export { headlineFrom } from './headline';
export { imageTypeOf, type ThumbnailImageType } from './image-type';
export { renderThumbnail, type CompositeRequest } from './render-thumbnail';
