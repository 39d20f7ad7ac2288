/** Where people reach the team; shown on the contact and careers pages. */
export const SUPPORT_EMAIL = 'support@reelwright.app';
