import { parse } from 'tinyduration';

/** "1 hour 30 mins", "45 minutes", "1h30": the spelled-out forms some pages put in place of ISO 8601. */
// Only where a run of digits starts (`(?<!\d)`), so that a long run is not scanned from each digit.
const spelledHours = /(?<!\d)(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hours?|std|uur|heures?)\b/i;
const spelledMinutes = /(?<!\d)(\d+(?:[.,]\d+)?)\s*(?:m|mins?|minutes?|minuten|min\.)(?![a-z])/i;
/**
 * A duration is a short phrase ("PT1H30M", "1 hour 30 minutes"): anything longer is clipped to this
 * before it is read (tinyduration's pattern, tried on a long run of digits, grows with its square).
 */
const maxDurationLength = 100;

/**
 * Whole minutes from a schema.org duration: ISO 8601 ("PT1H30M", "P0DT0H45M"), a bare number of
 * minutes, or a spelled-out time. Undefined when it says nothing usable, so another source may.
 */
export function minutesFromDuration(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().slice(0, maxDurationLength);
  if (text === '') return undefined;
  if (/^-?P/i.test(text)) return minutesFromIso(text);
  if (/^\d+$/.test(text)) return Number(text);
  const hours = spelledHours.exec(text)?.[1];
  const minutes = spelledMinutes.exec(text)?.[1];
  if (hours === undefined && minutes === undefined) return undefined;
  return Math.round(toNumber(hours) * 60 + toNumber(minutes));
}

function minutesFromIso(text: string): number | undefined {
  try {
    const duration = parse(text.toUpperCase(), { allowMultipleFractions: true });
    if (duration.negative) return undefined;
    const days = (duration.weeks ?? 0) * 7 + (duration.days ?? 0);
    return Math.round(
      days * 24 * 60 + (duration.hours ?? 0) * 60 + (duration.minutes ?? 0) + (duration.seconds ?? 0) / 60,
    );
  } catch {
    return undefined;
  }
}

function toNumber(value: string | undefined): number {
  return value === undefined ? 0 : Number(value.replace(',', '.'));
}

const spelledTime = String.raw`((?:(?<!\d)\d+(?:[.,]\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?|m)\b\.?\s*(?:and\s+)?)+)`;
/**
 * "Prep Time: 20 mins", "Preparation time 1 hour 10 minutes", "Cooking Time: 13 mins", "Cook: 1h":
 * the times as pages without structured data label them. A bare "cook" needs its colon: "cook 5
 * minutes" is a step.
 */
const prepPhrase = new RegExp(String.raw`\bprep(?:aration)?(?:\s+time)?\s*:?\s*${spelledTime}`, 'i');
const cookPhrase = new RegExp(String.raw`\bcook(?:ing\s+time|\s+time|:)\s*:?\s*${spelledTime}`, 'i');

/** The prep and cook times as the page's text (`visibleText`) labels them. */
export function timesInText(text: string): { prepTime?: number; cookTime?: number } {
  return {
    prepTime: minutesFromDuration(prepPhrase.exec(text)?.[1]),
    cookTime: minutesFromDuration(cookPhrase.exec(text)?.[1]),
  };
}
