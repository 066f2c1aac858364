// The class resources' words (decision 131), in the class viewer's chunk: kept out of
// config/texts.ts, which every portal page loads. Tests import these.
export const RESOURCES_HEADING = 'Class resources';
export const DOWNLOAD = 'Download';
export const downloadLabel = (name: string) => `Download ${name}`;
