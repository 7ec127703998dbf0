import { describe, expect, it } from 'vitest';
import { paths } from '../../routes/paths';
import { navConfig } from './nav-config';

const d = paths.dashboard;

describe('navConfig', () => {
  it('builds the sidebar from the resources and the other pages, in order, groups where their first page is', () => {
    const outline = navConfig.map(({ subheader, items }) => ({
      subheader,
      items: items.map(({ title, path, children }) =>
        children ? { title, path, children } : { title, path },
      ),
    }));
    expect(outline).toEqual([
      {
        subheader: 'gerenciamento',
        items: [
          { title: 'Início', path: d.dashboarding },
          { title: 'Empresas', path: d.companies.root },
          {
            title: 'Usuários',
            path: d.superAdmins.root,
            children: [
              { title: 'Administradores', path: d.superAdmins.root },
              { title: 'Profissionais', path: d.candidates.root },
            ],
          },
          { title: 'Processos Seletivos', path: d.selectiveProcesses.root },
          {
            title: 'Mensagens',
            path: d.messages.root,
            children: [
              { title: 'Caixa de mensagens', path: d.messages.root },
              { title: 'Modelos de mensagem', path: d.messageTemplates.root },
            ],
          },
          {
            title: 'Logs',
            path: d.logs.emails,
            children: [
              { title: 'Emails enviados', path: d.logs.emails },
              { title: 'Erros de email', path: d.logs.emailErrors },
              { title: 'Mensagens WhatsApp', path: d.logs.whatsapp },
              { title: 'Vagas na Catho', path: d.logs.catho },
              { title: 'Ações do kanban', path: d.logs.kanban },
              { title: 'Erros de envio de email', path: d.logs.emailSendingErrors },
            ],
          },
        ],
      },
      {
        subheader: 'comercial',
        items: [
          { title: 'Parceiros', path: d.partners.root },
          { title: 'Planos', path: d.plans.root },
          { title: 'Assinaturas', path: d.subscriptions.root },
          { title: 'Vouchers', path: d.vouchers.root },
        ],
      },
      {
        subheader: 'sistema',
        items: [
          { title: 'Configurações', path: d.settings.root },
          { title: 'Auditoria', path: d.logs.audit },
          { title: 'Importações', path: d.imports.root },
        ],
      },
    ]);
  });
});
