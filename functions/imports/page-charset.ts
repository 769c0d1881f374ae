/**
 * A fetched page as text. The charset comes from the Content-Type header, else from the page's own
 * `<meta charset>` (or http-equiv) near its start, else UTF-8, which is what most pages are.
 */
export function decodePage(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 4096).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    // A label TextDecoder does not know: UTF-8 reads the page's ASCII, which is what the reader needs most.
    return new TextDecoder('utf-8').decode(body);
  }
}
