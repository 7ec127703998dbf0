import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { enqueueSnackbar } from '../../lib/toast';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatusChip } from '../../components/status-chip';
import { ProductImage } from '../components/product-image';
import { TemplatePage } from '../components/template-page';
import { mainColor, STOCK_COLORS, stockStatus, type Product } from '../sample-data/products';
import { useFormat } from '../lib/format';
import { gridLocaleText } from '../lib/grid-locale';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { catalogue } from './shop-stores';

const DAY = 86_400_000;
const loadedAt = Date.now();
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The catalogue as a table: sort, filter, page, select and delete, edit one. */
export const ProductListPage = () => {
  const { t, i18n } = useTemplatesTranslation();
  const format = useFormat();
  const rows = catalogue.use();
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [toDelete, setToDelete] = useState<string[]>([]);

  const columns: GridColDef<Product>[] = [
    {
      field: 'name',
      headerName: t('productList.product'),
      flex: 1,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%' }}>
          <Box sx={{ width: 44, flexShrink: 0 }}>
            <ProductImage
              category={row.category}
              color={mainColor(row)}
              height={44}
              iconSize={24}
            />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={templatePaths.eCommerce.product(row.id)}
              color="inherit"
              variant="subtitle2"
              noWrap
              sx={{ display: 'block' }}
            >
              {row.name}
            </Link>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`shop.categories.${row.category}`)}
            </Typography>
          </Box>
        </Box>
      ),
    },
    {
      field: 'createdDaysAgo',
      headerName: t('productList.createdAt'),
      width: 140,
      valueFormatter: (value: number) => format.date(loadedAt - value * DAY),
    },
    {
      field: 'stock',
      headerName: t('productList.stock'),
      width: 150,
      renderCell: ({ row }) => {
        const status = stockStatus(row.stock);
        return (
          <StatusChip
            label={`${t(`shop.stock.${status}`)} (${row.stock})`}
            color={STOCK_COLORS[status]}
          />
        );
      },
    },
    {
      field: 'price',
      headerName: t('common.price'),
      width: 120,
      type: 'number',
      valueFormatter: (value: number) => format.currency(value),
    },
    {
      field: 'published',
      headerName: t('productList.publish'),
      width: 130,
      type: 'boolean',
      renderCell: ({ row }) => (
        <StatusChip
          label={row.published ? t('productList.published') : t('productList.draft')}
          color={row.published ? 'info' : 'default'}
        />
      ),
    },
    {
      field: 'actions',
      headerName: t('productList.actions'),
      width: 110,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <>
          <IconButton
            component={RouterLink}
            to={templatePaths.eCommerce.edit(row.id)}
            aria-label={t('productList.editNamed', { name: row.name })}
            size="small"
          >
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton
            color="error"
            size="small"
            aria-label={t('productList.deleteNamed', { name: row.name })}
            onClick={() => setToDelete([row.id])}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </>
      ),
    },
  ];

  const selected = [...selection.ids].map(String);
  const confirmDelete = () => {
    catalogue.set((current) => current.filter((product) => !toDelete.includes(product.id)));
    enqueueSnackbar(t('productList.deleted', { count: toDelete.length }), { variant: 'success' });
    setSelection(NO_SELECTION);
    setToDelete([]);
  };

  return (
    <TemplatePage
      title={t('productList.title')}
      crumbs={[
        { name: t('shop.eCommerce'), href: templatePaths.ecommerce },
        { name: t('productList.title') },
      ]}
      action={
        <Button
          component={RouterLink}
          to={templatePaths.eCommerce.new}
          variant="contained"
          startIcon={<Add />}
        >
          {t('productForm.newTitle')}
        </Button>
      }
    >
      <Card>
        {selected.length > 0 && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: 2,
              py: 1.5,
              bgcolor: 'action.selected',
            }}
          >
            <Typography variant="subtitle2" component="p" sx={{ flexGrow: 1 }}>
              {t('productList.selected', { count: selected.length })}
            </Typography>
            <Button
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => setToDelete(selected)}
            >
              {t('common.delete')}
            </Button>
          </Box>
        )}
        <DataGrid
          aria-label={t('productList.title')}
          rows={rows}
          columns={columns}
          rowHeight={64}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          pageSizeOptions={[5, 10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          localeText={gridLocaleText(i18n.resolvedLanguage)}
          sx={{ border: 0, minHeight: 420 }}
        />
      </Card>
      <ConfirmDialog
        open={toDelete.length > 0}
        title={t('productList.deleteTitle', { count: toDelete.length })}
        content={t('productList.deleteText')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        color="error"
        onConfirm={confirmDelete}
        onClose={() => setToDelete([])}
      />
    </TemplatePage>
  );
};
