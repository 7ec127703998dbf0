import { describe, expect, it } from 'vitest';
import { paths } from '../../routes/paths';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { messageTemplatesPaths } from '../../features/messages/message-templates.nav';
import {
  navConfig,
  navFor,
  permissionOfPath,
  SIDEBAR_ENTRIES,
  type NavLeaf,
  type NavSection,
} from './nav-config';

const d = paths.dashboard;

/** The sidebar's sections, groups and pages, keeping only the pages titled so (a group by its children). */
const outlineOf = (sections: NavSection[], keep: (title: string) => boolean) =>
  sections.map(({ subheader, items }) => ({
    subheader,
    items: items.flatMap(
      ({ title, path, children }): { title: string; path: string; children?: NavLeaf[] }[] => {
        if (!children) return keep(title) ? [{ title, path }] : [];
        const kept = children.filter((child) => keep(child.title));
        return kept.length ? [{ title, path, children: kept }] : [];
      },
    ),
  }));

/** The product's pages in the sidebar's order. */
const EXPECTED: ReturnType<typeof outlineOf> = [
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
          { title: 'Perfis de acesso', path: d.accessProfiles },
          { title: 'Profissionais', path: d.candidates.root },
        ],
      },
      { title: 'Processos Seletivos', path: d.selectiveProcesses.root },
      {
        title: 'Mensagens',
        path: d.messages.root,
        children: [
          { title: 'Caixa de mensagens', path: d.messages.root },
          { title: 'Modelos de mensagem', path: messageTemplatesPaths.list },
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
];

describe('navConfig', () => {
  it('gives every entry a place of its own: no two entries of a section share an order', () => {
    const places = SIDEBAR_ENTRIES.map((entry) => `${entry.section} ${entry.order}`);
    expect(places.filter((place, index) => places.indexOf(place) !== index)).toEqual([]);
  });

  // The product's pages keep their places; a feature added since is placed among them by its own
  // `order`, which the test above holds unique, and routed (routes/feature-routes.test.ts).
  it('builds the sidebar from the features, in order, groups where their first page is', () => {
    const titles = new Set(
      EXPECTED.flatMap(({ items }) =>
        items.flatMap((item) => (item.children ?? [item]).map(({ title }) => title)),
      ),
    );
    expect(outlineOf(navConfig, (title) => titles.has(title))).toEqual(EXPECTED);
  });

  it("keeps out of a profile's sidebar what it cannot see, and names what each page needs", () => {
    const titles = (permissions: readonly string[]) =>
      navFor(permissions).flatMap((section) =>
        section.items.flatMap((item) => [
          item.title,
          ...(item.children ?? []).map((child) => child.title),
        ]),
      );
    const commercial = titles(BUILT_IN_PROFILES[4].permissions);
    expect(commercial).toEqual(
      expect.arrayContaining(['Início', 'Empresas', 'Planos', 'Assinaturas', 'Vouchers']),
    );
    expect(commercial).not.toContain('Profissionais');
    expect(commercial).not.toContain('Auditoria');
    expect(commercial).not.toContain('Administradores');
    expect(titles([])).toEqual(['Início']);
    expect(permissionOfPath(d.plans.root)).toBe('planos.ver');
    expect(permissionOfPath(d.candidates.view('algum-id'))).toBe('profissionais.ver');
    expect(permissionOfPath(d.candidates.edit('algum-id'))).toBe('profissionais.editar');
    expect(permissionOfPath(d.candidates.shortEdit('algum-id'))).toBe('profissionais.editar');
    expect(permissionOfPath(d.candidates.register)).toBe('profissionais.editar');
    expect(permissionOfPath(d.candidates.applications('algum-id'))).toBe('processos.ver');
    expect(permissionOfPath(d.candidates.messages('algum-id'))).toBe('mensagens.ver');
    expect(permissionOfPath(d.candidates.pregress.valuesTestAnswer('algum-id', 'outro-id'))).toBe(
      'processos.ver',
    );
    expect(permissionOfPath(d.companies.registerSelectiveProcess('algum-id'))).toBe(
      'processos.editar',
    );
    expect(permissionOfPath(d.companies.updateViewedSelectiveProcess('a', 'b'))).toBe(
      'processos.editar',
    );
    expect(permissionOfPath(d.companies.edit('algum-id'))).toBe('empresas.editar');
    expect(permissionOfPath(d.plans.new)).toBe('planos.editar');
    expect(permissionOfPath(d.accessProfiles)).toBe('administradores.ver');
    expect(permissionOfPath(d.dashboarding)).toBeUndefined();
  });
});
