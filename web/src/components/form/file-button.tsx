import { useRef, type ChangeEvent } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

type FileButtonProps = Omit<ButtonProps, 'onChange' | 'onClick'> & {
  accept: string;
  /** The file input's name for assistive technology and tests ('Arquivo do logotipo'). */
  inputLabel?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A button that opens the file chooser. A real button beside a hidden input, not a label styled as
 * a button: a label cannot take the button role, and a button opens the chooser from the keyboard.
 */
export const FileButton = ({
  accept,
  inputLabel,
  onChange,
  children,
  ...button
}: FileButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        onChange={onChange}
      />
    </>
  );
};
