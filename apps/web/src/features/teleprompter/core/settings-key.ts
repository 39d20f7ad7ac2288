/**
 * Where a user's teleprompter settings are kept in localStorage. Apart from the settings' zod
 * schema, so signing out can remove them without loading it.
 */
export const settingsKey = (userId: string): string => `teleprompter:settings:${userId}`;
