// A signed download link is followed by an anchor marked `download`: the API answers it with
// `Content-Disposition: attachment` (decision 131), so the browser saves the file and the class
// stays on screen, where a navigation to the link would swap the page out while the file loads.
export function followDownloadLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
