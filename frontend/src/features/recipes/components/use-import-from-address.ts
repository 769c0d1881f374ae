import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type ImportStart, importParam, importStartOf, sharedTextParam } from '../utils/import-start';

/**
 * Opens the Import Recipe dialog when the page's address asks for it: "Share → Recipe Planner" on a
 * phone (the manifest's share target) and the bookmarklet both land on /recipes?import=…. The
 * parameters are then taken out of the address, so Back or a reload does not import again.
 */
export const useImportFromAddress = (openImport: (start: ImportStart) => void) => {
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    const start = importStartOf(search);
    if (!start) return;
    openImport(start);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [importParam, sharedTextParam, 'importTitle']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch, openImport]);
};
