import { z } from 'zod';

export const contactInputSchema = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(100, 'Name can be at most 100 characters.'),
  email: z.string({ error: 'Email is required.' }).trim().pipe(z.email('Enter a valid email address.')),
  text: z
    .string({ error: 'Write a message first.' })
    .trim()
    .min(1, 'Write a message first.')
    .max(5000, 'A message can be at most 5,000 characters.'),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactPageSchema = z.object({
  results: z.array(contactMessageSchema),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  count: z.number().int(),
});
