import type { ReactElement } from 'react';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { paths } from '../../routes/paths';

export type NavLeaf = { title: string; path: string };
export type NavItem = NavLeaf & { icon: ReactElement; children?: NavLeaf[] };
export type NavSection = { subheader: string; items: NavItem[] };

/** The sidebar, in one place: a new area adds its entry here. */
export const navConfig: NavSection[] = [
  {
    subheader: 'gerenciamento',
    items: [
      { title: 'Início', path: paths.dashboard.dashboarding, icon: <HomeOutlined /> },
      { title: 'Empresas', path: paths.dashboard.companies.root, icon: <BusinessOutlined /> },
      {
        title: 'Usuários',
        path: paths.dashboard.superAdmins.root,
        icon: <PeopleOutlined />,
        children: [
          { title: 'Administradores', path: paths.dashboard.superAdmins.root },
          { title: 'Profissionais', path: paths.dashboard.candidates.root },
        ],
      },
      {
        title: 'Processos Seletivos',
        path: paths.dashboard.selectiveProcesses.root,
        icon: <WorkOutlined />,
      },
      {
        title: 'Mensagens',
        path: paths.dashboard.messages.root,
        icon: <MailOutlined />,
        children: [
          { title: 'Caixa de mensagens', path: paths.dashboard.messages.root },
          { title: 'Modelos de mensagem', path: paths.dashboard.messageTemplates.root },
        ],
      },
      {
        title: 'Logs',
        path: paths.dashboard.logs.emails,
        icon: <ReceiptLongOutlined />,
        children: [
          { title: 'Emails enviados', path: paths.dashboard.logs.emails },
          { title: 'Erros de email', path: paths.dashboard.logs.emailErrors },
          { title: 'Mensagens WhatsApp', path: paths.dashboard.logs.whatsapp },
          { title: 'Vagas na Catho', path: paths.dashboard.logs.catho },
          { title: 'Ações do kanban', path: paths.dashboard.logs.kanban },
          { title: 'Erros de envio de email', path: paths.dashboard.logs.emailSendingErrors },
        ],
      },
    ],
  },
  {
    subheader: 'comercial',
    items: [
      { title: 'Parceiros', path: paths.dashboard.partners.root, icon: <HandshakeOutlined /> },
      { title: 'Planos', path: paths.dashboard.plans.root, icon: <WorkspacePremiumOutlined /> },
      {
        title: 'Assinaturas',
        path: paths.dashboard.subscriptions.root,
        icon: <CardMembershipOutlined />,
      },
      { title: 'Vouchers', path: paths.dashboard.vouchers.root, icon: <ConfirmationNumberOutlined /> },
    ],
  },
  {
    subheader: 'sistema',
    items: [
      { title: 'Configurações', path: paths.dashboard.settings.root, icon: <SettingsOutlined /> },
      { title: 'Auditoria', path: paths.dashboard.logs.audit, icon: <HistoryOutlined /> },
    ],
  },
];
