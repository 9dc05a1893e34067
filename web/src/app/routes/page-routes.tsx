import type { RouteObject } from 'react-router-dom';

/** Static and content pages: about, FAQs, donate, contribute, contact, guidelines… */
export const pageRoutes = (): RouteObject[] => [];
