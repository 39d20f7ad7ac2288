import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, type ThumbnailStyle } from '@reelwright/contracts';

/** Guidance per preset, appended to the user's idea (spec §9: small guidance texts). */
export const STYLE_GUIDANCE: Record<ThumbnailStyle, string> = {
  'youtube-gaming':
    'Gaming style: neon colours, dramatic lighting, energetic action, exaggerated expressions.',
  tech: 'Tech style: clean and modern, cool blues, sleek devices, crisp lighting.',
  tutorial: 'Tutorial style: clear and friendly, a step-by-step feel, bright and easy to read.',
  vlog: 'Vlog style: warm natural light, personal and authentic, lifestyle feel.',
  music: 'Music style: vibrant colours, stage lights, rhythm and motion.',
  fitness: 'Fitness style: high energy, strong contrast, athletic and motivating.',
  food: 'Food style: appetising close-ups, warm tones, rich textures.',
  business: 'Business style: professional, confident, clean composition with trustworthy tones.',
};

const VARIATION_GUIDANCE = [
  'Subject on the right, open space on the left.',
  'One bold central subject, symmetrical composition.',
  'Split composition: two contrasting halves.',
];

/**
 * The vendor prompt for one variation: the idea, the style, the size, the variation's layout,
 * and what the pictures the user gave are for. A headline is drawn afterwards by the compositor
 * (models draw text poorly), so the model is asked to leave text out and room for it.
 */
export function variationPrompt(input: {
  description: string;
  style: ThumbnailStyle;
  variation: number;
  count: number;
  withHeadline: boolean;
  hasReference: boolean;
  objectNames: readonly string[];
}): string {
  const parts = [
    `YouTube video thumbnail, 16:9 (${THUMBNAIL_WIDTH}x${THUMBNAIL_HEIGHT}): ${input.description.trim()}`,
    STYLE_GUIDANCE[input.style],
    `Variation ${input.variation} of ${input.count}: ${
      VARIATION_GUIDANCE[(input.variation - 1) % VARIATION_GUIDANCE.length]
    }`,
    'Eye-catching, high contrast, sharp focus. Keep the bottom-right corner free of important detail.',
  ];
  if (input.hasReference)
    parts.push('Use the first image as the reference for the scene and look.');
  if (input.objectNames.length > 0)
    parts.push(`Include these objects from the images given: ${input.objectNames.join(', ')}.`);
  parts.push(
    input.withHeadline
      ? 'Do not write any text; leave clear space on the left for a headline.'
      : 'Do not write any text.',
  );
  return parts.join('\n');
}
