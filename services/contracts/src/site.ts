import { z } from 'zod';

/** Settings the web app shows (the footer's and contact page's contact details): GET /api/site/. */
export const siteSchema = z.object({ contact_email: z.string(), contact_phone: z.string() });
export type SiteInfo = z.infer<typeof siteSchema>;
