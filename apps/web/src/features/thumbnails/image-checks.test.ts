import { describe, expect, it } from 'vitest';
import { imageProblem, IMAGE_ACCEPT, thumbnailFileName } from './image-checks';

const MB = 1024 * 1024;

describe('imageProblem', () => {
  it('accepts PNG, JPEG and WebP up to 10 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 1 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(imageProblem({ type: 'IMAGE/WEBP', size: 2 * MB })).toBeNull();
  });

  it('refuses other types, even small ones', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(imageProblem({ type: '', size: 10 })).toBe('type');
  });

  it('refuses images over 10 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 10 * MB + 1 })).toBe('size');
  });
});

describe('names', () => {
  it('lists the three types for the picker and names files by number', () => {
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/webp');
    expect(thumbnailFileName(2)).toBe('thumbnail-2.png');
  });
});
