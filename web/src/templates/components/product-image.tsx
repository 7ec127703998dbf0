import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Checkroom from '@mui/icons-material/Checkroom';
import Headphones from '@mui/icons-material/Headphones';
import Hiking from '@mui/icons-material/Hiking';
import Watch from '@mui/icons-material/Watch';
import type { ProductCategory } from '../sample-data/products';

const ICONS = { shoes: Hiking, apparel: Checkroom, accessories: Watch, audio: Headphones } as const;

/** A product's picture, drawn from its category and colour: the sample data ships no images. */
export const ProductImage = ({
  category,
  color,
  height = 200,
  iconSize = 72,
}: {
  category: ProductCategory;
  color: string;
  height?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
  iconSize?: number;
}) => {
  const Icon = ICONS[category];
  return (
    <Box
      aria-hidden
      sx={{
        height,
        width: '100%',
        borderRadius: 1.5,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: `linear-gradient(135deg, ${alpha(color, 0.24)}, ${alpha(color, 0.6)})`,
        color,
      }}
    >
      <Icon sx={{ fontSize: iconSize, filter: 'brightness(0.7)' }} />
    </Box>
  );
};
