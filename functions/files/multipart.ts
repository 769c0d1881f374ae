import busboy from 'busboy';
import { maxUploadBytes } from '#shared/files/file-schemas';
import { InvalidInputError, TooLargeError } from '../lib/domain-errors';

/** The multipart field the web app sends the image in (spec: "multipart form, field file"). */
export const fileFieldName = 'file';

export const missingFileMessage = 'errors.chooseFileToUpload';
export const fileTooLargeMessage = 'errors.fileTooLarge';
const malformedMessage = 'errors.malformedUpload';

/**
 * The bytes of the part named `file` in a multipart/form-data body. Other parts are read past and
 * dropped. A body busboy cannot parse is a 400, a file over `maxUploadBytes` a 413, and a body without
 * a non-empty `file` part a 400 asking for one.
 */
export const readUploadedFile = (body: Buffer, contentType: string | undefined): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // busboy flags a file as truncated once it reaches `fileSize`, so one byte over the maximum is the limit.
        // The body as a whole is already capped (request-body.ts), so a few extra parts cost little.
        limits: { fileSize: maxUploadBytes + 1, files: 3, fields: 10, parts: 13, headerPairs: 20 },
      });
    } catch {
      // Thrown synchronously for a content type that is not multipart or lacks its boundary.
      reject(new InvalidInputError(malformedMessage));
      return;
    }

    const chunks: Buffer[] = [];
    let found = false;
    let truncated = false;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      reject(error);
    };

    parser.on('file', (name, stream) => {
      // A file stream errors along with the parser on a cut-off body; the parser's error answers for both.
      stream.on('error', () => undefined);
      if (name !== fileFieldName || found) {
        stream.resume();
        return;
      }
      found = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        truncated = true;
      });
    });
    parser.on('error', () => fail(new InvalidInputError(malformedMessage)));
    parser.on('close', () => {
      if (truncated)
        fail(new TooLargeError(fileTooLargeMessage, { megabytes: String(maxUploadBytes / 1024 / 1024) }));
      else if (!found || chunks.length === 0) fail(new InvalidInputError(missingFileMessage));
      else if (!failed) resolve(Buffer.concat(chunks));
    });
    parser.end(body);
  });
