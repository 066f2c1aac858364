// Starts a download the way a link does: a signed file link answers with Content-Disposition:
// attachment (decision 131), so the page stays where it is.
export function openDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
