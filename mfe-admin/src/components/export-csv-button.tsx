// "Export CSV" beside a list's title: the list's filters as a file (leads, orders, students;
// decision 026). Disabled while the download runs; a refusal is the API's words in a toast.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'mfe-shared';
import { toastError } from '../lib/api';

export function ExportCsvButton({ onExport }: { onExport: () => Promise<void> }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      toastError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
      <Download size={16} aria-hidden="true" /> Export CSV
    </Button>
  );
}
