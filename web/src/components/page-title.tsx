export const APP_NAME = 'Hub de Recrutamento';

/** React 19 hoists <title> into <head>: one per page, in Portuguese like the rest of the product. */
export const PageTitle = ({ title }: { title: string }) => (
  <title>{`${title} · ${APP_NAME}`}</title>
);
