import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  useController,
  useFieldArray,
  useWatch,
  type Control,
  type FieldPath,
} from 'react-hook-form';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES } from '@hub/contract/selective-processes';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfSwitch } from '../../../components/form/rhf-switch';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import type { ProcessFormValues } from './process-form-values';

type EditorProps = { control: Control<ProcessFormValues> };

const Row = ({
  children,
  onRemove,
  label,
}: {
  children: React.ReactNode;
  onRemove: () => void;
  label: string;
}) => (
  <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
    <Box sx={{ flexGrow: 1, display: 'grid', gap: 2 }}>{children}</Box>
    <IconButton aria-label={label} onClick={onRemove} sx={{ mt: 1 }}>
      <DeleteOutlined />
    </IconButton>
  </Box>
);

const ListError = ({ control, name }: EditorProps & { name: FieldPath<ProcessFormValues> }) => {
  const { fieldState } = useController({ control, name });
  return fieldState.error?.message ? (
    <Typography role="alert" variant="body2" color="error">
      {fieldState.error.message}
    </Typography>
  ) : null;
};

export const RequirementsEditor = ({ control }: EditorProps) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'requirements' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.map((field, index) => (
        <Row key={field.id} label={`Remover requisito ${index + 1}`} onRemove={() => remove(index)}>
          <RhfTextField
            control={control}
            name={`requirements.${index}.text`}
            label={`Requisito ${index + 1}`}
          />
          <RhfSwitch
            control={control}
            name={`requirements.${index}.mandatory`}
            label="Obrigatório"
          />
        </Row>
      ))}
      <ListError control={control} name="requirements" />
      <Button sx={{ justifySelf: 'start' }} onClick={() => append({ text: '', mandatory: false })}>
        Adicionar requisito
      </Button>
    </Box>
  );
};

const ExpectedAnswer = ({ control, index }: EditorProps & { index: number }) => {
  const [type, optionsText] = useWatch({
    control,
    name: [`questions.${index}.type`, `questions.${index}.optionsText`],
  });
  if (type === 'text') return null;
  const options =
    type === 'yes_no'
      ? [
          { value: 'true', label: 'Sim' },
          { value: 'false', label: 'Não' },
        ]
      : optionsText
          .split('\n')
          .map((option) => option.trim())
          .filter(Boolean)
          .map((option) => ({ value: option, label: option }));
  return (
    <>
      <RhfSelect
        control={control}
        name={`questions.${index}.expectedAnswer`}
        label={`Resposta esperada da pergunta ${index + 1} (conta na nota)`}
        options={options}
      />
      <RhfSwitch
        control={control}
        name={`questions.${index}.eliminatory`}
        label="Eliminatória: outra resposta reprova, pelas regras de automação"
      />
    </>
  );
};

const OptionsText = ({ control, index }: EditorProps & { index: number }) => {
  const type = useWatch({ control, name: `questions.${index}.type` });
  return type === 'single_choice' ? (
    <RhfTextField
      control={control}
      name={`questions.${index}.optionsText`}
      label="Opções (uma por linha)"
      multiline
      minRows={2}
    />
  ) : null;
};

export const QuestionsEditor = ({ control }: EditorProps) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  const typeOptions = QUESTION_TYPES.map((type) => ({
    value: type,
    label: QUESTION_TYPE_LABELS[type],
  }));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {fields.map((field, index) => (
        <Row key={field.id} label={`Remover pergunta ${index + 1}`} onRemove={() => remove(index)}>
          <RhfTextField
            control={control}
            name={`questions.${index}.text`}
            label={`Pergunta ${index + 1}`}
          />
          <QuestionType control={control} index={index} options={typeOptions} />
          <OptionsText control={control} index={index} />
          <ExpectedAnswer control={control} index={index} />
        </Row>
      ))}
      <ListError control={control} name="questions" />
      <Button
        sx={{ justifySelf: 'start' }}
        onClick={() =>
          append({ text: '', type: 'text', optionsText: '', expectedAnswer: '', eliminatory: false })
        }
      >
        Adicionar pergunta
      </Button>
    </Box>
  );
};

/** The type select has no empty choice: every question has a type. */
const QuestionType = ({
  control,
  index,
  options,
}: EditorProps & { index: number; options: { value: string; label: string }[] }) => {
  const { field } = useController({ control, name: `questions.${index}.type` });
  const expected = useController({ control, name: `questions.${index}.expectedAnswer` });
  const eliminatory = useController({ control, name: `questions.${index}.eliminatory` });
  return (
    <TextField
      select
      label={`Tipo da pergunta ${index + 1}`}
      value={field.value}
      onChange={(event) => {
        field.onChange(event.target.value);
        // An expected answer of another type would no longer make sense.
        expected.field.onChange('');
        eliminatory.field.onChange(false);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

export const InterviewQuestionsEditor = ({ control }: EditorProps) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'interviewQuestions' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.map((field, index) => (
        <Row
          key={field.id}
          label={`Remover pergunta da entrevista ${index + 1}`}
          onRemove={() => remove(index)}
        >
          <RhfTextField
            control={control}
            name={`interviewQuestions.${index}.text`}
            label={`Pergunta da entrevista ${index + 1}`}
          />
        </Row>
      ))}
      <ListError control={control} name="interviewQuestions" />
      <Button sx={{ justifySelf: 'start' }} onClick={() => append({ text: '' })}>
        Adicionar pergunta da entrevista
      </Button>
    </Box>
  );
};
