import type { KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import useAutocomplete, { type AutocompleteGroupedOption } from '@mui/material/useAutocomplete';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import {
  SEARCH_KIND_LABELS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_TOO_SHORT,
  type SearchAnswer,
  type SearchKind,
} from '@hub/contract/search';
import { EmptyState } from '../../../components/empty-state';
import { visuallyHidden } from '../../../components/visually-hidden';
import { errorMessage } from '../../../lib/api-client';
import { useSettledSearch } from '../../../lib/use-settled-search';
import { paths } from '../../../routes/paths';
import { useGlobalSearch } from '../api/global-search';

/** One record the search offers: its group, its lines and the page that opens it. */
type Option = {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
  href: string;
};

/** The page of each kind of record but messages, whose page depends on their mailbox. */
const RECORD_PAGES: Record<Exclude<SearchKind, 'messages'>, (id: string) => string> = {
  companies: paths.dashboard.companies.view,
  candidates: paths.dashboard.candidates.view,
  selectiveProcesses: paths.dashboard.selectiveProcesses.view,
  partners: paths.dashboard.partners.edit,
};

/** The answer's hits in its groups' order, each with where it leads. */
const optionsOf = (answer: SearchAnswer): Option[] =>
  answer.groups.flatMap((group): Option[] => {
    if (group.kind === 'messages') {
      return group.hits.map(({ typeUser, isDeleted, ...hit }) => ({
        kind: group.kind,
        ...hit,
        href: paths.dashboard.messages.system(typeUser, isDeleted ? 'trash' : 'all', hit.id),
      }));
    }
    const pageOf = RECORD_PAGES[group.kind];
    return group.hits.map((hit) => ({ kind: group.kind, ...hit, href: pageOf(hit.id) }));
  });

const ID = 'busca-global';

/** Where the palette is: waiting for more text, searching, failed, or showing an answer. */
type PaletteState = 'tooShort' | 'searching' | 'failed' | 'answered';

const stateOf = (tooShort: boolean, failed: boolean, current: boolean): PaletteState => {
  if (tooShort) return 'tooShort';
  if (failed) return 'failed';
  return current ? 'answered' : 'searching';
};

/** What a screen reader hears of each state (the answer's count is said apart). */
const STATE_TEXT: Record<Exclude<PaletteState, 'answered'>, string> = {
  tooShort: SEARCH_TOO_SHORT,
  searching: 'Buscando…',
  failed: 'A busca falhou',
};

const resultsText = (count: number): string => {
  if (count === 0) return 'Nenhum resultado';
  return count === 1 ? '1 resultado' : `${count} resultados`;
};

type SearchDialogProps = { open: boolean; onClose: () => void };

/**
 * The command palette: one field searching every kind of record, its answer grouped by kind.
 * The arrows move through all the groups, Enter opens the highlighted record (or the first one),
 * Esc closes. Only an answer to the text as typed is offered, never an earlier one.
 */
export const SearchDialog = ({ open, onClose }: SearchDialogProps) => {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${ID}-label`}
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      slotProps={{ paper: { sx: { mt: { sm: '10vh' }, maxHeight: { sm: '75vh' } } } }}
    >
      <Palette onClose={onClose} />
    </Dialog>
  );
};

const Palette = ({ onClose }: { onClose: () => void }) => {
  const navigate = useNavigate();
  const search = useSettledSearch();
  const tooShort = search.typed.trim().length < SEARCH_MIN_LENGTH;
  const answer = useGlobalSearch(search.key);
  const current = !tooShort && search.settled && answer.data !== undefined;
  const failed = !tooShort && search.settled && answer.isError && answer.data === undefined;
  const options = current ? optionsOf(answer.data) : [];

  const openOption = (option: Option) => {
    onClose();
    navigate(option.href);
  };

  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
  } = useAutocomplete<Option, false, false, false>({
    id: ID,
    open: true,
    options,
    value: null,
    inputValue: search.typed,
    onInputChange: (_event, text, reason) => {
      if (reason === 'input') search.type(text.slice(0, SEARCH_MAX_LENGTH), false);
    },
    onChange: (_event, option) => {
      if (option) openOption(option);
    },
    onClose: (_event, reason) => {
      if (reason === 'escape') onClose();
    },
    groupBy: (option) => option.kind,
    getOptionLabel: (option) => option.title,
    getOptionKey: (option) => `${option.kind}-${option.id}`,
    isOptionEqualToValue: (option, other) => option.kind === other.kind && option.id === other.id,
    filterOptions: (all) => all,
    clearOnBlur: false,
    handleHomeEndKeys: false,
  });
  const groups = groupedOptions as AutocompleteGroupedOption<Option>[];

  // Enter with nothing highlighted opens the first record, as in other command palettes; the
  // field's own handler, below this one, has already opened a highlighted one (and said so).
  const openFirst = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const first = options[0];
    if (!first) return;
    event.preventDefault();
    openOption(first);
  };

  const state = stateOf(tooShort, failed, current);
  const status = state === 'answered' ? resultsText(options.length) : STATE_TEXT[state];

  return (
    <Box
      onKeyDown={openFirst}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexGrow: 1 }}
    >
      <Box
        {...getRootProps()}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box component="label" {...getInputLabelProps()} sx={{ display: 'flex' }}>
          <SearchIcon aria-hidden sx={{ color: 'text.secondary' }} />
          <Box component="span" sx={visuallyHidden}>
            Buscar empresas, profissionais, processos seletivos, parceiros e mensagens
          </Box>
        </Box>
        <InputBase
          autoFocus
          fullWidth
          placeholder="Buscar por nome, CPF, CNPJ, email, registro ou assunto…"
          inputProps={{ ...getInputProps(), enterKeyHint: 'go' }}
          sx={{ typography: 'body1' }}
        />
        {state === 'searching' && <CircularProgress size={20} aria-hidden sx={{ flexShrink: 0 }} />}
        <IconButton onClick={onClose} aria-label="Fechar a busca" edge="end">
          <CloseIcon />
        </IconButton>
      </Box>

      <Box role="status" sx={visuallyHidden}>
        {status}
      </Box>

      <Box sx={{ flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {state === 'tooShort' && <Hint text={SEARCH_TOO_SHORT} />}
        {state === 'searching' && <Hint text="Buscando…" />}
        {state === 'failed' && (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(answer.error, 'Não foi possível buscar. Tente de novo.')}
          </Alert>
        )}
        {state === 'answered' && options.length === 0 && (
          <EmptyState
            title={`Nenhum resultado para “${search.key}”`}
            description="Confira a grafia, ou busque pelo CPF, CNPJ, e-mail, número de registro ou assunto."
          />
        )}
        <Box
          component="ul"
          {...getListboxProps()}
          hidden={options.length === 0}
          sx={{ m: 0, p: 0, pb: 1, listStyle: 'none', overflowY: 'auto', flexGrow: 1 }}
        >
          {groups.map((group) => (
            <li key={group.key} role="group" aria-labelledby={`${ID}-group-${group.group}`}>
              <ListSubheader
                id={`${ID}-group-${group.group}`}
                component="div"
                sx={{ lineHeight: 2.5, typography: 'overline', color: 'text.secondary' }}
              >
                {SEARCH_KIND_LABELS[group.group as SearchKind]}
              </ListSubheader>
              <Box component="ul" role="presentation" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {group.options.map((option, position) => {
                  const { key, ...optionProps } = getOptionProps({
                    option,
                    index: group.index + position,
                  });
                  return (
                    <Box
                      component="li"
                      key={key}
                      {...optionProps}
                      sx={{
                        px: 2.5,
                        py: 1,
                        cursor: 'pointer',
                        '&.Mui-focused': { bgcolor: 'action.selected' },
                        '&.Mui-focusVisible': {
                          boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
                        },
                      }}
                    >
                      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                        {option.title}
                      </Typography>
                      {option.subtitle && (
                        <Typography
                          variant="caption"
                          noWrap
                          component="p"
                          sx={{ color: 'text.secondary' }}
                        >
                          {option.subtitle}
                        </Typography>
                      )}
                    </Box>
                  );
                })}
              </Box>
            </li>
          ))}
        </Box>
      </Box>

      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex' },
          gap: 2,
          px: 2.5,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          typography: 'caption',
        }}
      >
        <span>↑ ↓ para navegar</span>
        <span>Enter para abrir</span>
        <span>Esc para fechar</span>
      </Box>
    </Box>
  );
};

const Hint = ({ text }: { text: string }) => (
  <Typography variant="body2" sx={{ color: 'text.secondary', px: 2.5, py: 4, textAlign: 'center' }}>
    {text}
  </Typography>
);
