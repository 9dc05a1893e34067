import { siteSchema } from '@focustube/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSTANT, dependsOn } from '../plugins/cache-tags.ts';

/** Settings the web app shows (the footer's contact details), from CONTACT_EMAIL and CONTACT_PHONE. */
const site: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], summary: 'Contact details for the footer', response: { 200: siteSchema } },
    },
    async () => {
      // Configuration: a page showing it never needs to be dropped for it.
      dependsOn([CONSTANT]);
      return { contact_email: app.config.CONTACT_EMAIL, contact_phone: app.config.CONTACT_PHONE };
    },
  );
};

export default site;
