import { editPermissionOf, type Permission } from '@hub/contract/permissions';
import { paths } from '../routes/paths';

/**
 * What a page needs beyond its sidebar entry (decision 030): a page under a record that belongs
 * to another area (a professional's applications and answer sheets are the processes'; their
 * messages, the messages'), and a form needs the area's 'criar e editar'. The shell's 'Acesso
 * negado' and the record tabs read the same rule, so a tab is shown only when its page opens.
 */

const ANY = ':any';
const d = paths.dashboard;

/** Pages whose area is not their entry's, by path ('…/:any' is any one segment; a page below one belongs to it too). */
const SUB_PAGES: { path: string; permission: Permission }[] = [
  { path: d.candidates.applications(ANY), permission: 'processos.ver' },
  { path: d.candidates.interviews(ANY), permission: 'processos.ver' },
  { path: `${d.candidates.view(ANY)}/pregressSelectiveProcess`, permission: 'processos.ver' },
  { path: d.candidates.messages(ANY), permission: 'mensagens.ver' },
  { path: d.candidates.history(ANY), permission: 'conta' },
  { path: d.candidates.shortEdit(ANY), permission: 'profissionais.editar' },
  { path: d.candidates.shortSettings(ANY), permission: 'profissionais.ver' },
  { path: d.companies.listSelectiveProcesses(ANY), permission: 'processos.ver' },
  { path: d.companies.registerSelectiveProcess(ANY), permission: 'processos.editar' },
  { path: d.companies.updateSelectiveProcess(ANY), permission: 'processos.editar' },
  { path: d.companies.viewSelectiveProcess(ANY, ANY), permission: 'processos.ver' },
  { path: d.settings.stageRules, permission: 'processos.ver' },
  // The DPO's words in the record of processing (art. 37): the LGPD desk's, not the weights'.
  { path: d.settings.processingRecord, permission: 'lgpd.ver' },
];

/** The last segment of a form's path: creating or editing needs the area's 'criar e editar'. */
const FORM_SEGMENTS = new Set([
  'new',
  'register',
  'edit',
  'editCandidate',
  'editCompany',
  'update',
  'addVideoResume',
  'customTest',
]);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const startsWith = (pathname: string[], pattern: string[]) =>
  pattern.length <= pathname.length &&
  pattern.every((segment, index) => segment === ANY || segment === pathname[index]);

/**
 * The permission a page needs, from the permission of its sidebar entry (`entry`, that of the
 * entry whose path is its longest start): the longest sub-page rule that holds wins over it, and
 * a form asks for 'criar e editar' of whichever area it is.
 */
export const pagePermission = (
  pathname: string,
  entry: Permission | undefined,
): Permission | undefined => {
  const segments = segmentsOf(pathname);
  const sub = SUB_PAGES.map((rule) => ({ ...rule, segments: segmentsOf(rule.path) }))
    .filter((rule) => startsWith(segments, rule.segments))
    .sort((a, b) => b.segments.length - a.segments.length)[0];
  const permission = sub?.permission ?? entry;
  const last = segments.at(-1);
  return permission && last && FORM_SEGMENTS.has(last) ? editPermissionOf(permission) : permission;
};
