// STORAGE_URL (decision 131): `s3://bucket[/prefix]?endpoint=http(s)://host:port&region=…&path_style=1`.
// Without endpoint it is AWS itself; an endpoint (MinIO, R2, s3rver) turns on path-style
// addressing unless path_style=0 says otherwise. The config module refuses anything else at start.
export interface StorageLocation {
  bucket: string;
  /** Prepended to every key, for a bucket shared with other data ('' or ending in '/'). */
  prefix: string;
  endpoint?: string;
  region: string;
  pathStyle: boolean;
}

const DEFAULT_REGION = 'ap-south-1'; // Mumbai, where the business's students are

export function parseStorageUrl(value: string): StorageLocation {
  const url = new URL(value);
  if (url.protocol !== 's3:' || !url.hostname) throw new Error('STORAGE_URL must be s3://bucket');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  const pathStyle = url.searchParams.get('path_style');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: url.searchParams.get('region') ?? DEFAULT_REGION,
    pathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === '1' || pathStyle === 'true',
  };
}
