import { profileSortKey } from '../data/users';

/** As much of a table stream record as tells a marked profile (wire form: attribute-value JSON). */
export interface ProfileStreamRecord {
  eventName?: string;
  dynamodb?: {
    Keys?: { pk?: { S?: string }; sk?: { S?: string } };
    NewImage?: Record<string, unknown>;
  };
}

const userPrefix = 'USER#';

/**
 * The users whose profile a batch of stream records shows marked deleted (`deletedAt`), each once:
 * the mark itself, and each round's record of its progress. The profile's removal (the last step)
 * has no new image and is not one. The same test as the event source's filter in AWS.
 */
export const markedProfilesIn = (records: ProfileStreamRecord[]): string[] => [
  ...new Set(
    records.flatMap((record) => {
      const pk = record.dynamodb?.Keys?.pk?.S;
      const marked =
        record.eventName !== 'REMOVE' &&
        record.dynamodb?.Keys?.sk?.S === profileSortKey &&
        record.dynamodb?.NewImage?.deletedAt !== undefined &&
        pk?.startsWith(userPrefix);
      return marked && pk ? [pk.slice(userPrefix.length)] : [];
    }),
  ),
];
