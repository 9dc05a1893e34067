import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { USERNAME_PATTERN } from './limits.ts';

export const ROLES = ['user', 'moderator', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The whole username rule in words, for a name with a character the pattern refuses (a space, say). */
export const USERNAME_RULE =
  'A username can have only letters (a–z, A–Z), digits (0–9), dots (.), underscores (_) and hyphens (-), with no spaces, and must be 3 to 30 characters long.';
export const usernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(30, 'Username can be at most 30 characters.')
  .regex(USERNAME_PATTERN, USERNAME_RULE);
export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email can be at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'));
/** Long passphrases are welcome; very short or very common passwords are refused (OWASP ASVS 2.1). */
export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(8, 'Password must be at least 8 characters.')
  .max(128, 'Password can be at most 128 characters.');

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** A member's language (`en`, `sw`), or null: follow the browser's (Accept-Language, the `lang` cookie). */
export const userLanguageSchema = z
  .enum(LANGUAGES, { error: 'Choose a language: en (English), sw (Kiswahili), or null to follow the browser.' })
  .nullable();

/** The member the API document's examples show. */
const EXAMPLE_EMAIL = 'amina@example.com';
const EXAMPLE_PASSWORD = 'kettle orbit lantern 42';

export const registerSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    password2: z.string({ error: 'Confirm your password.' }).min(1, 'Confirm your password.'),
  })
  .refine((b) => b.password === b.password2, { path: ['password2'], message: PASSWORDS_DO_NOT_MATCH })
  .meta({
    examples: [{ username: 'amina', email: EXAMPLE_EMAIL, password: EXAMPLE_PASSWORD, password2: EXAMPLE_PASSWORD }],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z
  .object({
    email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254),
    password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128),
  })
  .meta({ examples: [{ email: EXAMPLE_EMAIL, password: EXAMPLE_PASSWORD }] });
export const INVALID_LOGIN = 'Invalid username or password';

const EXAMPLE_REFRESH = 'dEpEyKTX-DFXI5fGUBSRclgs8I6U5OKs_cONygTxhYU';
export const tokenPairSchema = z
  .object({
    access: z.string().describe('The access token (a JWT), sent as `Authorization: Bearer <access>`.'),
    refresh: z.string().describe('The refresh token: works once, for 30 days.'),
    access_expires_in: z.number().int().describe('Seconds until the access token expires.'),
  })
  .meta({
    examples: [
      {
        access:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsInJvbGUiOiJ1c2VyIiwidXNlcm5hbWUiOiJhbWluYSIsImlhdCI6MTc0MTk0NDQxMywiZXhwIjoxNzQxOTQ1MzEzfQ.8PI2swCPv-yHL5VBdZ6OjD_r0y-YGjKikTlEAuPL86E',
        refresh: EXAMPLE_REFRESH,
        access_expires_in: 900,
      },
    ],
  });
export const refreshSchema = z
  .object({
    refresh: z
      .string()
      .max(200)
      .optional()
      .describe('The refresh token; the web app sends it as an httpOnly cookie instead.'),
  })
  .meta({ examples: [{ refresh: EXAMPLE_REFRESH }] });

export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: roleSchema,
    created_at: z.string(),
    language: userLanguageSchema.describe(
      'The language the member chose for the site and its mails; null follows the browser.',
    ),
  })
  .meta({
    id: 'User',
    examples: [
      {
        id: 42,
        username: 'amina',
        email: EXAMPLE_EMAIL,
        role: 'user',
        created_at: '2025-03-14T09:26:53.589Z',
        language: 'sw',
      },
    ],
  });
export type User = z.infer<typeof userSchema>;

const CURRENT_PASSWORD = 'Enter your current password to change your account.';
export const updateUserSchema = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    new_password: passwordSchema.optional(),
    new_password2: z.string().optional(),
    /** Needed to change the username, email or password; not to change the language alone. */
    current_password: z.string({ error: CURRENT_PASSWORD }).optional(),
    language: userLanguageSchema.optional(),
  })
  .refine((b) => b.new_password === undefined || b.new_password === b.new_password2, {
    path: ['new_password2'],
    message: 'New passwords do not match!',
  })
  .refine(
    (b) => (b.username === undefined && b.email === undefined && b.new_password === undefined) || !!b.current_password,
    { path: ['current_password'], message: CURRENT_PASSWORD },
  );
export const deleteUserSchema = z.object({
  password: z
    .string({ error: 'Enter your password to delete your account.' })
    .min(1, 'Enter your password to delete your account.'),
});

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z
  .object({
    token: z.string().min(1, 'The reset link is incomplete.').max(200),
    password: passwordSchema,
    password2: z.string().min(1, 'Confirm your password.'),
  })
  .refine((b) => b.password === b.password2, { path: ['password2'], message: PASSWORDS_DO_NOT_MATCH });

export const messageSchema = z.object({ message: z.string() });

export const userPageSchema = z.object({
  results: z.array(userSchema),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  count: z.number().int(),
});
export const roleChangeSchema = z.object({ role: roleSchema });
export const userIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number.' }).int().positive('id must be a positive number.'),
});
