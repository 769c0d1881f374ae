type Level = 'info' | 'warn' | 'error';

const serialise = (value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

const write = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
  const entry = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, serialise(value)]));
  const line = JSON.stringify({ level, message, timestamp: new Date().toISOString(), ...entry });
  if (level === 'error') console.error(line);
  else console.log(line);
};

/** Structured JSON log lines, one per event, so CloudWatch Logs Insights can query the fields. */
export const logger = {
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
