// The class's files under its video or quiz (decision 131): name, type and size, and a Download
// that asks the API for a short-lived signed link first, so a link is never older than a click.
// A refused link (not enrolled, file removed, storage down) says why beside that file.
import styled from 'styled-components';
import type { ClassResource } from 'mfe-shared';
import { RESOURCES_HEADING, downloadLabel } from './resource-texts';
import { getResourceLink } from '../api/get-resource-link';
import { StoredFileItem } from './stored-file-item';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;
function ResourceItem({ resource, courseId, classId }: { resource: ClassResource; courseId: string; classId: number }) {
  return <StoredFileItem file={resource} label={downloadLabel(resource.name)} getLink={() => getResourceLink(courseId, classId, resource.id)} />;
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
