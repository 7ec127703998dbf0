import { deDE, enUS, frFR } from '@mui/x-data-grid/locales';

const GRID_LOCALES = { en: enUS, de: deDE, fr: frFR } as const;

/** The data grid's own texts (pagination, filters, selection) in the switch's language. */
export const gridLocaleText = (language: string | undefined) =>
  (GRID_LOCALES[language as keyof typeof GRID_LOCALES] ?? enUS).components.MuiDataGrid.defaultProps
    .localeText;
