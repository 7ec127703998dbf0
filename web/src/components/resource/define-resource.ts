import type { Permission } from '@hub/contract/permissions';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ImportResource } from '@hub/contract/imports';
import type { SavedViewList } from '@hub/contract/saved-views';
import { paths } from '../../routes/paths';
import type { Crumb } from '../page-header';
import type {
  BulkActions,
  Column,
  ExportOperation,
  ListEmpty,
  ListFilter,
  ListOperation,
  ListQuery,
  ResourceListProps,
} from './resource-list';
import type { StatusMutation } from './status-bar';
import type { StatusPresentation } from './status-presentation';

/** The sidebar's sections, in the order they first appear. */
export type SidebarSection = 'gerenciamento' | 'comercial' | 'sistema';
/** The sidebar's groups; their titles and icons are in layouts/dashboard/nav-config.tsx. */
export type NavGroup = 'users' | 'messages' | 'logs';

/**
 * An entry of the sidebar: a top item with its icon, or a page nested in a group. `order` places it
 * in its section (ascending; a group sits where its first page is).
 */
export type SidebarPlacement = { title: string; section: SidebarSection; order: number } & (
  { icon: ReactElement; group?: undefined } | { group: NavGroup; icon?: undefined }
);

/** A resource's pages. `edit` and `view` take the record's id. */
export type ResourcePaths = {
  list: string;
  create?: string;
  edit?: (id: string) => string;
  /** The record's own page (a company's), which rows open and the edit page's crumbs link to. */
  view?: (id: string) => string;
};

/**
 * Where a resource lives: its sidebar entry and its paths. This part is kept in its own light
 * file (`<domain>.nav.tsx`) because the route table and the sidebar read it for every page, while
 * the rest of the declaration (contract operations, columns, form) loads with the resource's pages.
 */
/** `permission`: what the profile needs to see it (contract/src/permissions.ts); the sidebar hides it otherwise. */
export type ResourceNav = SidebarPlacement & { paths: ResourcePaths; permission: Permission };

/** A page of the sidebar that is not a resource; `permission`: what the profile needs to see it. */
export type SidebarPage = SidebarPlacement & { path: string; permission?: Permission };

/**
 * What a feature puts in the sidebar: the `sidebar` export of its `<domain>.nav.tsx`, which the
 * sidebar (layouts/dashboard/nav-config.tsx) collects from every feature.
 */
export type SidebarEntry = ResourceNav | SidebarPage;

/** The list page: the contract's list and CSV, and what the list shows. */
export type ResourceListDeclaration<Row extends { id: string }> = {
  operation: ListOperation<Row>;
  exportOperation?: ExportOperation;
  /** The CSV's file name, without `.csv`. */
  exportName?: string;
  queryKey: readonly unknown[];
  columns: Column<Row>[];
  filters?: ListFilter[];
  /** Filters that need a query of their own (the plans to pick from), shown after `filters`. */
  useFilters?: () => ListFilter[];
  defaultSort: string;
  initialQuery?: Partial<ListQuery>;
  searchLabel: string;
  /** The label for a profile that does not see personal data, whose key of digits the server refuses (decision 047). */
  searchLabelWithoutPersonalData?: string;
  empty: ListEmpty;
  /** The list's key for saved views. */
  savedViews?: SavedViewList;
  bulk?: BulkActions<Row>;
  renderFilters?: ResourceListProps<Row>['renderFilters'];
  filterParams?: readonly string[];
  /** The page a row opens; the record's own page, else its edit page, by default. */
  rowPath?: (row: Row) => string;
  /** What a row opens instead of a page: its details beside the list (the logs). */
  renderDrawer?: (row: Row | null, close: () => void) => ReactNode;
  /** Shown between the page's title and the list (the subscriptions' revenue). */
  summary?: ReactNode;
  /** The registry its rows can be brought into from a spreadsheet: 'Importar planilha' and 'Baixar modelo'. */
  importable?: ImportResource;
};

/** A record that an edit page loads and a form saves (`updatedAt` guards concurrent edits). */
export type EditedRecord = { id: string; updatedAt: string };

/** The form of the create and edit pages: empty to create, filled with `record` to edit. */
export type FormComponent<Rec> = ComponentType<{ record?: Rec }>;

/** The create and edit pages: one form for both, and what the edit page needs besides. */
export type ResourceForm<Rec extends EditedRecord, Shown extends string, Status extends Shown> = {
  /**
   * The form, loaded with those pages only: the list and the record's own page, which read the
   * rest of the declaration, do not carry it.
   */
  load: () => Promise<FormComponent<Rec>>;
  edit?: {
    useRecord: (id: string) => UseQueryResult<Rec>;
    /** The record's name in the crumbs. */
    name: (record: Rec) => string;
    /** Beside the edit page's title (deleting a template). */
    action?: ComponentType<{ record: Rec }>;
    /** Under the form, kept while the form is reset by a save (a partner's logo). */
    below?: ComponentType<{ record: Rec }>;
    /** The status chip and moves above the form, in the resource's status presentation. */
    status?: {
      of: (record: Rec) => Status;
      /** What the chip shows, when it is not the stored status. */
      shown?: (record: Rec) => Shown;
      useMutation: (id: string) => StatusMutation<Status>;
    };
  };
};

export type ResourceDeclaration<
  Row extends { id: string },
  Rec extends EditedRecord,
  Shown extends string,
  Status extends Shown,
> = {
  nav: ResourceNav;
  /** The list page's title, when it is not the sidebar's. */
  title?: string;
  /** The record's name in the create and edit titles: 'Novo parceiro', 'Editar parceiro'. */
  noun?: string;
  /** The create page's first word and crumb: 'Nova' for a feminine noun, 'Cadastrar' in the registry. */
  createVerb?: 'Novo' | 'Nova' | 'Cadastrar';
  /** The list's create button, when it is shorter than the create page's title. */
  createLabel?: string;
  /** The crumbs before the resource's own: Início by default. */
  crumbs?: Crumb[];
  /** Under the list page's title. */
  description?: string;
  list: ResourceListDeclaration<Row>;
  status?: StatusPresentation<Shown, Status>;
  form?: ResourceForm<Rec, Shown, Status>;
};

export type Resource<
  Row extends { id: string },
  Rec extends EditedRecord = never,
  Shown extends string = never,
  Status extends Shown = Shown,
> = ResourceDeclaration<Row, Rec, Shown, Status> & { title: string; crumbs: Crumb[] };

export const HOME_CRUMB: Crumb = { name: 'Início', href: paths.dashboard.root };

/**
 * A list-backed resource's web side, declared once (`partnerResource` in
 * features/partners/partners.resource.tsx is the model): its list, create and edit pages derive
 * from it, its routes and sidebar entry from its nav. The row type comes from the list operation,
 * the record's from the edit page's query.
 */
export const defineResource = <
  Row extends { id: string },
  Rec extends EditedRecord = never,
  Shown extends string = never,
  Status extends Shown = Shown,
>(
  declaration: ResourceDeclaration<Row, Rec, Shown, Status>,
): Resource<Row, Rec, Shown, Status> => ({
  ...declaration,
  title: declaration.title ?? declaration.nav.title,
  crumbs: declaration.crumbs ?? [HOME_CRUMB],
});

/** The create page's title ('Novo parceiro'), its crumb ('Novo') and the list's create button. */
export const createWords = (resource: {
  noun?: string;
  createVerb?: string;
  createLabel?: string;
}) => {
  const verb = resource.createVerb ?? 'Novo';
  const title = `${verb} ${resource.noun ?? ''}`;
  return { verb, title, button: resource.createLabel ?? title };
};
