import Bowser from 'bowser';

/** What a session remembers of the device that signed in: shown on My Page as "Chrome on Linux". */
export interface Device {
  browser: string | null;
  system: string | null;
}

/** A User-Agent is the client's to write: only this much of it is parsed, and of a name kept. */
const maxUserAgentLength = 512;
const maxNameLength = 40;

const clipped = (name: string | undefined) => {
  const text = (name ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').trim();
  return text ? text.slice(0, maxNameLength) : null;
};

/** The browser and system named by a User-Agent header; unknown (or absent) → null. */
export const deviceOf = (userAgent: string | undefined): Device => {
  const header = userAgent?.slice(0, maxUserAgentLength).trim();
  if (!header) return { browser: null, system: null };
  const parser = Bowser.getParser(header);
  return { browser: clipped(parser.getBrowserName()), system: clipped(parser.getOSName()) };
};
