import { THUMBNAIL_OBJECTS_MAX } from '@reelwright/contracts';
import { useCallback, useState } from 'react';
import { imageProblem, type ImageProblem } from '../image-checks';

/** A picked file the panel refused, and why (shown until the next pick). */
export type RefusedImage = { name: string; problem: ImageProblem | 'tooMany' };

/**
 * The optional reference image and object images (at most 4), each checked as the server will
 * (PNG, JPEG or WebP, ≤ 10 MB) before it is kept.
 */
export function usePickedImages() {
  const [reference, setReference] = useState<File | null>(null);
  const [objects, setObjects] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedImage[]>([]);

  const pickReference = useCallback((file: File) => {
    const problem = imageProblem(file);
    setRefused(problem === null ? [] : [{ name: file.name, problem }]);
    if (problem === null) setReference(file);
  }, []);

  const addObjects = useCallback(
    (files: readonly File[]) => {
      const problems: RefusedImage[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const problem = imageProblem(file);
        if (problem !== null) problems.push({ name: file.name, problem });
        else if (objects.length + accepted.length >= THUMBNAIL_OBJECTS_MAX)
          problems.push({ name: file.name, problem: 'tooMany' });
        else accepted.push(file);
      }
      setRefused(problems);
      if (accepted.length > 0) setObjects([...objects, ...accepted]);
    },
    [objects],
  );

  return {
    reference,
    objects,
    refused,
    pickReference,
    addObjects,
    removeReference: () => setReference(null),
    removeObject: (file: File) => setObjects((list) => list.filter((item) => item !== file)),
  };
}
