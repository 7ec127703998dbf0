import type { Control, FieldValues } from 'react-hook-form';
import { RhfPasswordField } from './rhf-text-field';

type NewPasswordValues = FieldValues & { password: string; passwordConfirmation: string };

/** The new password, asked twice (the contract checks that both match). */
export const NewPasswordFields = <T extends NewPasswordValues>({
  control,
}: {
  control: Control<T>;
}) => (
  <>
    <RhfPasswordField
      control={control as unknown as Control<NewPasswordValues>}
      name="password"
      label="Nova senha"
      autoComplete="new-password"
      helperText="Pelo menos 8 caracteres"
    />
    <RhfPasswordField
      control={control as unknown as Control<NewPasswordValues>}
      name="passwordConfirmation"
      label="Confirme a nova senha"
      autoComplete="new-password"
    />
  </>
);
