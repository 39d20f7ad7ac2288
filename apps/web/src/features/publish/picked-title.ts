// The title a creator picked in the Publish panel, per project, so the thumbnail generator can
// offer it as the headline. Kept in this browser under the account's id (one key per account,
// removed with the account's device data), never shared between accounts.

type TitleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The most projects one account keeps a title for; the oldest pick goes first. */
export const PICKED_TITLES_KEPT = 100;

export const pickedTitlesKey = (userId: string): string => `publish:titles:${userId}`;

function readAll(storage: TitleStorage, userId: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(pickedTitlesKey(userId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    );
  } catch {
    return {};
  }
}

/** The title picked for the project, or null. */
export function readPickedTitle(
  storage: TitleStorage,
  userId: string,
  projectId: string,
): string | null {
  const title = readAll(storage, userId)[projectId]?.trim();
  return title === undefined || title === '' ? null : title;
}

/** Keeps the project's picked title (an empty one forgets it). */
export function storePickedTitle(
  storage: TitleStorage,
  userId: string,
  projectId: string,
  title: string,
): void {
  const { [projectId]: _previous, ...others } = readAll(storage, userId);
  const kept = Object.entries(others).slice(-(PICKED_TITLES_KEPT - 1));
  const next = Object.fromEntries(
    title.trim() === '' ? kept : [...kept, [projectId, title.trim()]],
  );
  try {
    storage.setItem(pickedTitlesKey(userId), JSON.stringify(next));
  } catch {
    // Without storage the title is still in the open panel; the generator just offers none.
  }
}

/** localStorage where the browser allows it. */
export function browserStorage(): TitleStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
