import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/visually-hidden';

/** A row of colour swatches to pick one from; each swatch is a radio named by its colour. */
export const ColorPicker = ({
  id,
  label,
  colors,
  value,
  onChange,
}: {
  id: string;
  label: string;
  colors: string[];
  value: string;
  onChange: (color: string) => void;
}) => (
  <Box>
    <Typography variant="subtitle2" component="p" id={id}>
      {label}
    </Typography>
    <RadioGroup
      row
      aria-labelledby={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {colors.map((color) => (
        <FormControlLabel
          key={color}
          value={color}
          control={<Radio size="small" />}
          label={
            <>
              <Box
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  bgcolor: color,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Box component="span" sx={visuallyHidden}>
                {color}
              </Box>
            </>
          }
        />
      ))}
    </RadioGroup>
  </Box>
);
