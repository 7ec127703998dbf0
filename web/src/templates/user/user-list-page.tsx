import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { enqueueSnackbar } from '../../lib/toast';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { StatusChip } from '../../components/status-chip';
import { PersonLine } from '../components/person-line';
import { ScrollTable } from '../components/scroll-table';
import { FilterSelect, SearchField } from '../components/filter-fields';
import { TemplatePage } from '../components/template-page';
import { USER_ROLES, USER_STATUSES, type SampleUser } from '../sample-data/users';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { countByStatus, filterUsers, type UserFilter } from './user-filter';
import { STATUS_COLORS } from './user-status';
import { people } from './users-store';

/** People in a table: status tabs with counts, search, role filter, pages, delete. */
export const UserListPage = () => {
  const { t } = useTemplatesTranslation();
  const all = people.use();
  const [filter, setFilter] = useState<UserFilter>({ query: '', role: 'all', status: 'all' });
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);
  const [toDelete, setToDelete] = useState<SampleUser | null>(null);
  const counts = countByStatus(all);
  const shown = filterUsers(all, filter);
  const update = (patch: Partial<UserFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(0);
  };
  return (
    <TemplatePage
      title={t('user.listTitle')}
      crumbs={[
        { name: t('user.user'), href: templatePaths.user.list },
        { name: t('user.listTitle') },
      ]}
      action={
        <Button
          component={RouterLink}
          to={templatePaths.user.new}
          variant="contained"
          startIcon={<Add />}
        >
          {t('user.newTitle')}
        </Button>
      }
    >
      <Card>
        <Tabs
          value={filter.status}
          onChange={(_event, status: UserFilter['status']) => update({ status })}
          variant="scrollable"
          aria-label={t('common.status')}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {(['all', ...USER_STATUSES] as const).map((status) => (
            <Tab
              key={status}
              value={status}
              label={`${t(`user.status.${status}`)} (${counts[status]})`}
            />
          ))}
        </Tabs>
        <Box sx={{ display: 'flex', gap: 2, p: 2, flexWrap: 'wrap' }}>
          <FilterSelect
            label={t('user.role')}
            value={filter.role}
            allLabel={t('shop.all')}
            options={USER_ROLES.map((value) => ({ value, label: t(`user.roles.${value}`) }))}
            onChange={(role) => update({ role })}
          />
          <SearchField
            label={t('user.search')}
            value={filter.query}
            onChange={(query) => update({ query })}
          />
        </Box>
        {shown.length === 0 ? (
          <EmptyState title={t('user.noResults')} />
        ) : (
          <ScrollTable label={t('user.listTitle')} minWidth={760}>
            <TableHead>
              <TableRow>
                <TableCell>{t('user.name')}</TableCell>
                <TableCell>{t('user.phone')}</TableCell>
                <TableCell>{t('user.company')}</TableCell>
                <TableCell>{t('user.role')}</TableCell>
                <TableCell>{t('common.status')}</TableCell>
                <TableCell align="right">{t('productList.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage).map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell>
                    <PersonLine name={user.name} caption={user.email} size={36} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phone}</TableCell>
                  <TableCell>{user.company}</TableCell>
                  <TableCell>{t(`user.roles.${user.role}`)}</TableCell>
                  <TableCell>
                    <StatusChip
                      label={t(`user.status.${user.status}`)}
                      color={STATUS_COLORS[user.status]}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <IconButton
                      color="error"
                      aria-label={t('productList.deleteNamed', { name: user.name })}
                      onClick={() => setToDelete(user)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
        <TablePagination
          component="div"
          count={shown.length}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[5, 10, 25]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('user.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('user.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`user.pageAria.${type}`)}
        />
      </Card>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('user.deleteTitle', { name: toDelete?.name })}
        content={t('user.deleteText')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        color="error"
        onConfirm={() => {
          people.set((current) => current.filter((user) => user.id !== toDelete?.id));
          enqueueSnackbar(t('user.deleted', { name: toDelete?.name }), { variant: 'success' });
          setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      />
    </TemplatePage>
  );
};
