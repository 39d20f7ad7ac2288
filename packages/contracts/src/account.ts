import { z } from 'zod';
import { registerBodySchema, resetPasswordBodySchema, userSchema } from './auth';

// The rules for a name and a new password are the sign-up's, so an account can never be edited
// into a state sign-up would refuse.
const name = registerBodySchema.shape.name;
const newPassword = resetPasswordBodySchema.shape.password;

/** A password being checked, not set: no length rule (it may predate today's), work capped. */
const currentPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .max(1024, { error: 'Password is too long.' });

/** `PATCH /api/account` */
export const updateAccountBodySchema = z
  .object({ name })
  .meta({ examples: [{ name: 'Maya Chen' }] });
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

/** `PATCH /api/account` answers the updated user, as `GET /api/auth/me` shows it. */
export const accountSchema = z.object({ user: userSchema });

/** `POST /api/account/password` */
export const changePasswordBodySchema = z
  .object({
    currentPassword: currentPassword('Enter your current password.'),
    newPassword,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    error: 'Choose a new password different from the current one.',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * Its answer: every earlier sign-in has ended, access tokens included, so the caller continues
 * with this new access token (and the refresh cookie set beside it).
 */
export const passwordChangedSchema = z.object({ message: z.string(), token: z.string() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/**
 * `DELETE /api/account`: the password confirms it. A demo account has no password anyone knows,
 * so it may leave it out.
 */
export const deleteAccountBodySchema = z.object({
  password: z.string().max(1024, { error: 'Password is too long.' }).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
