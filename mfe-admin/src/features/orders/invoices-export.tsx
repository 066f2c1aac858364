// The accountant's month of tax invoices (decision 141): a month, by India time like the invoices'
// own dates, and the CSV of every invoice issued in it, or the same month as GSTR-1's JSON
// (decision 153). Last month by default: returns are filed for the month that has just ended.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'mfe-shared';
import { TextField } from 'mfe-shared/ui/field';
import { Filters } from '../../components/fields';
import { toastError } from '../../lib/api';
import { lastMonthInIndia } from '../../lib/india-time';
import { exportInvoicesCsv } from './api/export-invoices-csv';
import { exportInvoicesGstr1 } from './api/export-invoices-gstr1';

export function InvoicesExport() {
  const [month, setMonth] = useState(lastMonthInIndia);
  const [exporting, setExporting] = useState(false);
  const download = async (exportMonth: (month: string) => Promise<void>) => {
    setExporting(true);
    try {
      await exportMonth(month);
    } catch (error) {
      toastError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Filters
      as="form"
      aria-label="Tax invoices"
      onSubmit={(event) => {
        event.preventDefault();
        void download(exportInvoicesCsv);
      }}
    >
      <TextField
        id="invoices-month"
        label="Invoice month (India time)"
        type="month"
        required
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      />
      <Button type="submit" $variant="secondary" disabled={exporting || month === ''}>
        <Download size={16} aria-hidden="true" /> Invoices CSV
      </Button>
      <Button type="button" $variant="secondary" disabled={exporting || month === ''} onClick={() => void download(exportInvoicesGstr1)}>
        <Download size={16} aria-hidden="true" /> Download GSTR-1 JSON
      </Button>
    </Filters>
  );
}
