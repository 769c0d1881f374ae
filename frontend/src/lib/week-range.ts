import { format, parseISO } from 'date-fns';
import { addDays } from '../../../shared/meal-plans/week';

/**
 * A Monday-to-Sunday week as people read it: 'Nov 16 – 22, 2026', 'Nov 30 – Dec 6, 2026',
 * 'Dec 28, 2026 – Jan 3, 2027'.
 */
export const formatWeekRange = (monday: string): string => {
  const start = parseISO(monday);
  const end = parseISO(addDays(monday, 6));
  if (start.getFullYear() !== end.getFullYear()) {
    return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
  }
  const endText = start.getMonth() === end.getMonth() ? format(end, 'd, yyyy') : format(end, 'MMM d, yyyy');
  return `${format(start, 'MMM d')} – ${endText}`;
};
