/** A São Paulo wall-clock time `days` from now, as an ISO instant (UTC−3, no daylight saving since 2019). */
export const saoPaulo = (days: number, hour: number, minute = 0): string => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-03:00`).toISOString();
};
