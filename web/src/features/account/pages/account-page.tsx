import { AreaPage } from '../../../components/area-page';

export const AccountPage = () => <AreaPage title="Minha conta" />;
