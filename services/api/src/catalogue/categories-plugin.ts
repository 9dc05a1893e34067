import fp from 'fastify-plugin';
import { CategoryIndex } from './category-index.ts';
import { loadCategories } from './queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The category menus, to validate filters and moderators' category choices without a query. */
    categories: CategoryIndex;
  }
}

export default fp(
  async (app) => {
    app.decorate('categories', new CategoryIndex(await loadCategories(app.db)));
  },
  { name: 'categories', dependencies: ['database'] },
);
