import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useState } from 'react';
import {
  reportOperations,
  reportScheduleOperations,
  SCHEDULED_REPORTS,
  type ScheduledReport,
} from '@hub/contract/reports';
import { useCan } from '../../../auth/use-can';
import { CompanyPicker } from '../../../components/commerce/company-picker';
import { PageHeader } from '../../../components/page-header';
import { ProcessPicker } from '../../../components/selective-processes/process-picker';
import {
  CollapsibleFilters,
  FieldFilters,
  FilterField,
} from '../../../components/resource/list-filters';
import { CommercialReport } from '../components/commercial-report';
import { ProcessesReport } from '../components/processes-report';
import { ReportSchedulesCard, ScheduleReportDialog } from '../components/report-schedules';
import { StageReport } from '../components/stage-reports';
import { TimeToHireReport } from '../components/time-to-hire-report';
import { useStageReport } from '../api/reports-api';
import {
  COMMERCIAL_FILTERS,
  REPORT_FILTERS,
  REPORT_PARAMS,
  reportFiltersOf,
  stageFilterOf,
} from '../report-filters';

const TABS = [
  { value: 'contratacao', label: 'Tempo até a contratação' },
  { value: 'conversao', label: 'Conversão por etapa' },
  { value: 'etapas', label: 'Tempo em cada etapa' },
  { value: 'processos', label: 'Processos' },
  { value: 'comercial', label: 'Comercial' },
] as const;
type ReportTab = (typeof TABS)[number]['value'];
/** The report a tab mails: conversion and time in stage are one sheet. */
const SCHEDULED_OF: Record<ReportTab, ScheduledReport> = {
  contratacao: 'contratacao',
  conversao: 'etapas',
  etapas: 'etapas',
  processos: 'processos',
  comercial: 'comercial',
};
const TAB_PARAM = 'aba';

/**
 * Relatórios: one report per tab, the same filters for all of them, everything in the URL (a
 * shared link, Back or a reload shows the same figures).
 */
export const ReportsPage = () => {
  const [params, setParams] = useSearchParams();
  const seesCommercial = useCan(reportOperations.getCommercialReport.permission);
  const canSchedule = useCan(reportScheduleOperations.createReportSchedule.permission);
  const exportsCommercial = useCan(reportOperations.exportCommercialReportXlsx.permission);
  const [scheduling, setScheduling] = useState(false);
  const tabs = TABS.filter((one) => one.value !== 'comercial' || seesCommercial);
  const tab: ReportTab =
    tabs.find((known) => known.value === params.get(TAB_PARAM))?.value ?? 'contratacao';
  const filters = reportFiltersOf(params);
  const change = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  const inUse = REPORT_PARAMS.filter((name) => params.get(name)).length;
  const values = Object.fromEntries(Object.entries(filters));
  const ofStages = tab === 'conversao' || tab === 'etapas';
  // The commercial report is about companies: a process's area and the process do not apply.
  const ofProcesses = tab !== 'comercial';
  // The stage reports' own answer names their stages (the query is the one the report shows).
  const stageReport = useStageReport(filters, { enabled: ofStages });
  const stageFilter =
    ofStages && stageFilterOf(stageReport.data?.stages ?? [], params.get('stage') ?? undefined);

  return (
    <>
      <PageHeader
        title="Relatórios"
        description="Tempos e conversão da contratação, calculados pelo histórico das etapas, dentro das UFs do seu perfil."
        action={
          canSchedule && (
            <Button variant="outlined" onClick={() => setScheduling(true)}>
              Agendar envio
            </Button>
          )
        }
      />
      <Card sx={{ mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: ReportTab) =>
            change({ [TAB_PARAM]: next === 'contratacao' ? undefined : next })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Relatórios"
          sx={{ px: 2 }}
        >
          {tabs.map((one) => (
            <Tab key={one.value} value={one.value} label={one.label} />
          ))}
        </Tabs>
        <Box sx={{ pt: 2 }}>
          <CollapsibleFilters inUse={inUse}>
            <FieldFilters
              filters={ofProcesses ? REPORT_FILTERS : COMMERCIAL_FILTERS}
              values={values}
              onChange={change}
            >
              <CompanyPicker
                label="Empresa"
                size="small"
                value={filters.companyId ?? ''}
                onChange={(id) =>
                  // Another company's process is not the company's: the process goes with it.
                  change({ companyId: id || undefined, selectiveProcessId: undefined })
                }
              />
              {ofProcesses && (
                <ProcessPicker
                  label="Processo seletivo"
                  size="small"
                  companyId={filters.companyId}
                  value={filters.selectiveProcessId ?? ''}
                  onChange={(id) => change({ selectiveProcessId: id })}
                />
              )}
              {stageFilter && (
                <FilterField filter={stageFilter} values={values} onChange={change} />
              )}
              {inUse > 0 && (
                <Button
                  size="small"
                  onClick={() =>
                    change(Object.fromEntries(REPORT_PARAMS.map((name) => [name, undefined])))
                  }
                >
                  Limpar filtros
                </Button>
              )}
            </FieldFilters>
          </CollapsibleFilters>
        </Box>
      </Card>
      {tab === 'contratacao' && <TimeToHireReport filters={filters} />}
      {tab === 'conversao' && <StageReport filters={filters} view="conversion" />}
      {tab === 'etapas' && <StageReport filters={filters} view="time" />}
      {tab === 'processos' && <ProcessesReport filters={filters} />}
      {tab === 'comercial' && <CommercialReport filters={filters} />}
      <Box sx={{ mt: 3, '&:empty': { display: 'none' } }}>
        <ReportSchedulesCard />
      </Box>
      {scheduling && (
        <ScheduleReportDialog
          open
          report={SCHEDULED_OF[tab]}
          filters={filters}
          reports={SCHEDULED_REPORTS.filter((each) => each !== 'comercial' || exportsCommercial)}
          onClose={() => setScheduling(false)}
        />
      )}
    </>
  );
};
