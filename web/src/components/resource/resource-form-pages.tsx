import { statusPermissionOf, type Permission } from '@hub/contract/permissions';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { LoadingScreen } from '../loading-screen';
import { PageHeader } from '../page-header';
import {
  createWords,
  type EditedRecord,
  type FormComponent,
  type Resource,
  type ResourceForm,
} from './define-resource';
import { StatusBar } from './status-bar';
import type { StatusPresentation } from './status-presentation';

/** A create or edit route exists where the nav has its path: its declaration must have the form. */
export const formOf = <Rec extends EditedRecord, Shown extends string, Status extends Shown>({
  title,
  form,
}: {
  title: string;
  form?: ResourceForm<Rec, Shown, Status>;
}): ResourceForm<Rec, Shown, Status> => {
  if (!form) throw new Error(`${title}: the declaration has no form`);
  return form;
};

type PageProps<
  Row extends { id: string },
  Rec extends EditedRecord,
  Shown extends string,
  Status extends Shown,
> = {
  resource: Resource<Row, Rec, Shown, Status>;
  /** The declaration's form, loaded with the page. */
  Form: FormComponent<Rec>;
};

export const ResourceCreatePage = <
  Row extends { id: string },
  Rec extends EditedRecord,
  Shown extends string,
  Status extends Shown,
>({
  resource,
  Form,
}: PageProps<Row, Rec, Shown, Status>) => {
  const { verb, title } = createWords(resource);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          ...resource.crumbs,
          { name: resource.title, href: resource.nav.paths.list },
          { name: verb },
        ]}
      />
      <Form />
    </>
  );
};

type EditStatus<Rec extends EditedRecord, Shown extends string, Status extends Shown> = NonNullable<
  NonNullable<ResourceForm<Rec, Shown, Status>['edit']>['status']
>;

/** The edited record's status and moves; a component of its own for the mutation's hook. */
const StatusAbove = <Rec extends EditedRecord, Shown extends string, Status extends Shown>({
  record,
  presentation,
  status,
  permission,
}: {
  record: Rec;
  presentation: StatusPresentation<Shown, Status>;
  status: EditStatus<Rec, Shown, Status>;
  permission: Permission;
}) => (
  <Box sx={{ mb: 3 }}>
    <StatusBar
      presentation={presentation}
      status={status.of(record)}
      shown={status.shown?.(record)}
      mutation={status.useMutation(record.id)}
      permission={permission}
    />
  </Box>
);

const editOf = <Rec extends EditedRecord, Shown extends string, Status extends Shown>(resource: {
  title: string;
  form?: ResourceForm<Rec, Shown, Status>;
}) => {
  const { edit } = formOf(resource);
  if (!edit) throw new Error(`${resource.title}: the declaration's form has no edit page`);
  return edit;
};

export const ResourceEditPage = <
  Row extends { id: string },
  Rec extends EditedRecord,
  Shown extends string,
  Status extends Shown,
>({
  resource,
  Form,
}: PageProps<Row, Rec, Shown, Status>) => {
  const edit = editOf(resource);
  const { id = '' } = useParams();
  const { data } = edit.useRecord(id);
  const { paths } = resource.nav;
  const name = data ? edit.name(data) : '…';
  const { action: Action, below: Below } = edit;
  return (
    <>
      <PageHeader
        title={`Editar ${resource.noun ?? ''}`}
        crumbs={[
          ...resource.crumbs,
          { name: resource.title, href: paths.list },
          // A record with a page of its own is reached through it.
          ...(paths.view ? [{ name, href: paths.view(id) }, { name: 'Editar' }] : [{ name }]),
        ]}
        action={data && Action ? <Action record={data} /> : undefined}
      />
      {data ? (
        <>
          {edit.status && resource.status && (
            <StatusAbove
              record={data}
              presentation={resource.status}
              status={edit.status}
              permission={statusPermissionOf(resource.nav.permission)}
            />
          )}
          {Below ? (
            <Stack spacing={3}>
              <Form key={data.updatedAt} record={data} />
              <Below record={data} />
            </Stack>
          ) : (
            <Form key={data.updatedAt} record={data} />
          )}
        </>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
};
