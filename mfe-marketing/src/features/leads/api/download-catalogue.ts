// GET /catalogue.pdf (decision 207): the catalogue the API renders, saved under its own name.
import { siteApi } from 'mfe-shared';
import { CATALOGUE_FILE_NAME } from 'mfe-shared/contracts';
import { downloadFile } from 'mfe-shared/download';

export function downloadCataloguePdf(): Promise<void> {
  return downloadFile(siteApi.cataloguePdf(), { fallbackName: CATALOGUE_FILE_NAME, accept: 'application/pdf' });
}
