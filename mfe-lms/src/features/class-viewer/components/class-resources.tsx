// The class's files under its video or quiz (decision 131): name, type and size, and a Download
// that asks the API for a short-lived signed link first, so a link is never older than a click.
// A refused link (not enrolled, file removed, storage down) says why beside that file.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, theme } from 'mfe-shared';
import type { ClassResource } from 'mfe-shared';
import { FormError } from 'mfe-shared/ui/form-error';
import { DOWNLOAD, RESOURCES_HEADING, downloadLabel } from './resource-texts';
import { getResourceLink } from '../api/get-resource-link';
import { fileSizeLabel, fileTypeLabel } from '../hooks/file-facts';
import { followDownloadLink } from '../hooks/follow-download-link';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;
// Name and facts wrap under each other and the button drops below them on a narrow screen: a
// long file name breaks anywhere rather than pushing the page sideways.
const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  > div { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; }
  strong { display: block; }
  small { color: ${theme.color.muted}; }
`;

function ResourceItem({ resource, courseId, classId }: { resource: ClassResource; courseId: string; classId: number }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const link = await getResourceLink(courseId, classId, resource.id);
      followDownloadLink(link.url);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Item>
      <div>
        <strong>{resource.name}</strong>
        <small>
          {fileTypeLabel(resource.content_type)} · {fileSizeLabel(resource.size_bytes)}
        </small>
      </div>
      <Button type="button" $variant="secondary" aria-label={downloadLabel(resource.name)} disabled={busy} onClick={() => void download()}>
        {DOWNLOAD}
      </Button>
      <FormError message={error} />
    </Item>
  );
}

export function ClassResources({ resources, courseId, classId }: { resources: ClassResource[]; courseId: string; classId: number }) {
  if (resources.length === 0) return null;
  return (
    <section aria-labelledby="class-resources-title">
      <h2 id="class-resources-title">{RESOURCES_HEADING}</h2>
      <List>
        {resources.map((resource) => (
          <ResourceItem key={resource.id} resource={resource} courseId={courseId} classId={classId} />
        ))}
      </List>
    </section>
  );
}
