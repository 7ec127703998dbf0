import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export type InfoCard = { title: string; text: string };

/** Three short cards side by side on wide screens, stacked on narrow ones. */
export const InfoCards = ({ cards }: { cards: InfoCard[] }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      gap: 3,
      mb: 6,
    }}
  >
    {cards.map((card) => (
      <Card key={card.title}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
            {card.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{card.text}</Typography>
        </CardContent>
      </Card>
    ))}
  </Box>
);
