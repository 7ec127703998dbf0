import type { RouteObject } from 'react-router';
import { paths } from '../../routes/paths';
import type { EditedRecord, Resource, ResourceNav } from './define-resource';

type LoadResource<
  Row extends { id: string },
  Rec extends EditedRecord,
  Shown extends string,
  Status extends Shown,
> = () => Promise<Resource<Row, Rec, Shown, Status>>;

/** A route's path under /dashboard, from the page's full path in `paths`. */
export const underDashboard = (path: string) => path.slice(paths.dashboard.root.length + 1);

/**
 * One of a resource's generic pages, loaded with its route: the declaration and the page come
 * together (and then the form, for create and edit), so the route table holds none of them.
 */
export const resourcePage =
  <
    Row extends { id: string },
    Rec extends EditedRecord,
    Shown extends string,
    Status extends Shown,
  >(
    page: 'list' | 'create' | 'edit',
    load: LoadResource<Row, Rec, Shown, Status>,
  ): RouteObject['lazy'] =>
  async () => {
    // Keyed by resource: going from one list to another starts afresh (selection, open drawer).
    const keyOf = (resource: Resource<Row, Rec, Shown, Status>) =>
      `${resource.nav.paths.list}:${page}`;
    if (page === 'list') {
      const [resource, { ResourceListPage }] = await Promise.all([
        load(),
        import('./resource-list-page'),
      ]);
      return { element: <ResourceListPage key={keyOf(resource)} resource={resource} /> };
    }
    const [resource, pages] = await Promise.all([load(), import('./resource-form-pages')]);
    const Form = await pages.formOf(resource).load();
    const Page = page === 'create' ? pages.ResourceCreatePage : pages.ResourceEditPage;
    return { element: <Page key={keyOf(resource)} resource={resource} Form={Form} /> };
  };

/**
 * The routes (under /dashboard) of a resource's list, create and edit pages, from the paths of its
 * nav; `load` imports its declaration. A feature adds its own pages (a record's detail page) beside.
 */
export const resourceRoutes = <
  Row extends { id: string },
  Rec extends EditedRecord,
  Shown extends string,
  Status extends Shown,
>(
  nav: ResourceNav,
  load: LoadResource<Row, Rec, Shown, Status>,
): RouteObject[] => {
  const { list, create, edit } = nav.paths;
  return [
    { path: underDashboard(list), lazy: resourcePage('list', load) },
    ...(create ? [{ path: underDashboard(create), lazy: resourcePage('create', load) }] : []),
    ...(edit ? [{ path: underDashboard(edit(':id')), lazy: resourcePage('edit', load) }] : []),
  ];
};
